import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../scripts/lib/smtp-sink.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { type MailTextId, mailText } from '../../server/mail/mail-texts.ts';
import { databaseVariants } from './support/databases.ts';
import { call, uniqueEmail } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';
import { mailEnv } from './support/mail-env.ts';

type Language = 'en' | 'es' | 'ar';

/** The words a text of the catalogue starts with, up to its first argument. */
const opening = (id: MailTextId, language: Language) =>
  (mailText(id, {}, language).split(/\{\w+\}/)[0] ?? '').trim();

describe.each(databaseVariants())('mail in the patient language on $name', (variant) => {
  let sink: SmtpSink;
  let server: LocalServer;
  let url: string;
  // Its own schema: another suite's server on the shared database must not deliver these mails.
  let database: IsolatedDatabase | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = variant.databaseUrl ? await isolatedSchema(variant.databaseUrl) : undefined;
    server = await startServerInProcess({
      databaseUrl: database?.url,
      env: {
        ...mailEnv(sink),
        RATE_LIMIT_RESET_EMAIL_MAX: '100',
        RATE_LIMIT_RESET_ADDRESS_MAX: '100000',
      },
    });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  /** Registers a patient from a browser asking for `acceptLanguage` (what the app sends). */
  async function register(acceptLanguage: string) {
    const user = {
      name: 'Layla Haddad',
      email: uniqueEmail('lang'),
      password: 'harbour violet compass thistle',
    };
    const answer = await call(url, 'POST', '/auth/register', {
      json: user,
      headers: { 'accept-language': acceptLanguage },
    });
    expect(answer.status).toBe(201);
    return { ...user, token: (answer.body as { access_token: string }).access_token };
  }

  /** The next mail to `email` whose subject is `subject`, once it has arrived. */
  async function mailTo(email: string, subject: string, after = 0): Promise<ReceivedMail> {
    for (;;) {
      const mail = sink.messages
        .slice(after)
        .find((m) => m.to.includes(email) && m.subject === subject);
      if (mail) return mail;
      await sink.received(sink.messages.length + 1);
    }
  }

  const forgot = (email: string, acceptLanguage: string) =>
    call(url, 'POST', '/auth/password/forgot', {
      json: { email },
      headers: { 'accept-language': acceptLanguage },
    });

  const chooseLanguage = async (token: string, language: Language) =>
    expect(
      (await call(url, 'POST', '/api/user/onboarding', { token, json: { language } })).status,
    ).toBe(200);

  /** Every text of the mail is in `language`: subject, plain text and HTML. */
  function expectWrittenIn(mail: ReceivedMail, language: Language, ids: MailTextId[]) {
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${language}"`));
    for (const id of ids) {
      expect(mail.text, id).toContain(opening(id, language));
      expect(mail.html, id).toContain(opening(id, language).replaceAll('"', '&quot;'));
    }
  }

  it('a Spanish patient gets the confirmation and the reset link in Spanish', async () => {
    const patient = await register('es-MX,es;q=0.9,en;q=0.5');
    const subject = mailText('mail.confirmEmail.subject', {}, 'es');
    // The catalogue says it in Spanish, not in English.
    expect(subject).not.toBe(mailText('mail.confirmEmail.subject'));
    const confirmation = await mailTo(patient.email, subject);
    expectWrittenIn(confirmation, 'es', [
      'mail.greeting',
      'mail.confirmEmail.intro',
      'mail.confirmEmail.expiry',
      'mail.confirmEmail.notYou',
      'mail.signature',
      'mail.footer',
    ]);
    expect(confirmation.html).not.toContain('dir="rtl"');
    expect(confirmation.text).not.toContain(mailText('mail.confirmEmail.intro'));

    // The profile's language wins over a browser that asks for English.
    await chooseLanguage(patient.token, 'es');
    expect((await forgot(patient.email, 'en-US,en')).status).toBe(202);
    const reset = await mailTo(patient.email, mailText('mail.passwordReset.subject', {}, 'es'));
    expectWrittenIn(reset, 'es', [
      'mail.passwordReset.intro',
      'mail.passwordReset.expiry',
      'mail.passwordReset.notYou',
    ]);
    expect(reset.link).toMatch(/^http:\/\/app\.test\/auth\/reset-password#token=[\w-]{43}$/);
  });

  it('an Arabic patient reads right to left, with links and addresses left to right', async () => {
    const patient = await register('ar');
    const confirmation = await mailTo(
      patient.email,
      mailText('mail.confirmEmail.subject', {}, 'ar'),
    );
    expect(mailText('mail.confirmEmail.subject', {}, 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(confirmation.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expectWrittenIn(confirmation, 'ar', ['mail.confirmEmail.intro', 'mail.footer']);
    // The link's own paragraph, and the link in the text, read left to right.
    expect(confirmation.html).toMatch(
      /<p dir="ltr"[^>]*><a href="http:\/\/app\.test\/auth\/confirm-email#token=/,
    );
    expect(confirmation.text).toMatch(
      /\u2066http:\/\/app\.test\/auth\/confirm-email#token=[\w-]{43}\u2069/,
    );
    expect(confirmation.link).toMatch(/^http:\/\/app\.test\/auth\/confirm-email#token=[\w-]{43}$/);

    await chooseLanguage(patient.token, 'ar');
    await forgot(patient.email, 'ar');
    const reset = await mailTo(patient.email, mailText('mail.passwordReset.subject', {}, 'ar'));
    expect(reset.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expectWrittenIn(reset, 'ar', ['mail.passwordReset.intro', 'mail.passwordReset.notYou']);
  });

  it('English stays word for word as it was', async () => {
    const patient = await register('en-US,en;q=0.9');
    const confirmation = await mailTo(patient.email, 'Confirm your email address for herd Health');
    expect(confirmation.html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(confirmation.text).toBe(
      `${[
        'Hello Layla Haddad,',
        'Please confirm that this is your email address, so that we can reach you about your account (for example if you forget your password).',
        `Confirm your email: ${confirmation.link}`,
        'The link works for 24 hours. If it has expired, choose "Send again" in herd Health.',
        'If you did not create a herd Health account, you can ignore this email.',
        'The herd Health team',
        '--',
        'You receive this email because this address belongs to a herd Health account. herd Health will never ask you for your password by email.',
      ].join('\n\n')}\n`,
    );
    // A browser asking for a language the app does not speak gets English too.
    await forgot(patient.email, 'fr-FR,fr;q=0.9');
    const reset = await mailTo(patient.email, 'Reset your herd Health password');
    expect(reset.text).toContain('The link works once, for 30 minutes.');
  });

  it('after switching language in Settings, the next mail is in the new language', async () => {
    const patient = await register('es');
    await chooseLanguage(patient.token, 'es');
    const before = sink.messages.length;
    await forgot(patient.email, 'es');
    await mailTo(patient.email, mailText('mail.passwordReset.subject', {}, 'es'), before);

    // Settings saves the new language in the profile (the language menu, src/app/app-logic.ts).
    await chooseLanguage(patient.token, 'ar');
    const changed = await call(url, 'POST', '/auth/password', {
      token: patient.token,
      json: { current_password: patient.password, new_password: 'meadow lantern copper fjord' },
      headers: { 'accept-language': 'es' },
    });
    expect(changed.status).toBe(204);
    const notice = await mailTo(
      patient.email,
      mailText('mail.notice.passwordChanged.subject', {}, 'ar'),
      before,
    );
    expect(notice.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expectWrittenIn(notice, 'ar', ['mail.notice.notYou']);

    const next = sink.messages.length;
    await forgot(patient.email, 'es');
    const reset = await mailTo(
      patient.email,
      mailText('mail.passwordReset.subject', {}, 'ar'),
      next,
    );
    expectWrittenIn(reset, 'ar', ['mail.passwordReset.intro']);
  });
  it("the deletion notice, sent once the account is gone, is in the patient's language", async () => {
    const patient = await register('en');
    await chooseLanguage(patient.token, 'es');
    const before = sink.messages.length;
    const deleted = await call(url, 'DELETE', '/api/user', {
      token: patient.token,
      headers: { 'accept-language': 'en' },
    });
    expect(deleted.status).toBe(204);
    const notice = await mailTo(
      patient.email,
      mailText('mail.notice.accountDeleted.subject', {}, 'es'),
      before,
    );
    expectWrittenIn(notice, 'es', ['mail.notice.accountDeleted.notYou']);
  });
});
