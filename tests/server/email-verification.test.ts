import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../scripts/lib/smtp-sink.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { toMeResponse, type UserRow } from '../../server/users/user-row.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, type TestUser } from './support/http.ts';
import { mailEnv, tokenOfLink } from './support/mail-env.ts';

describe.each(databaseVariants())('confirming the email address on $name', (variant) => {
  let sink: SmtpSink;
  let server: LocalServer;
  let url: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServerInProcess({
      databaseUrl: variant.databaseUrl,
      env: { ...mailEnv(sink), RATE_LIMIT_VERIFY_RESEND_MAX: '2' },
    });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  /** The newest mail to the user whose subject matches, once it has arrived. */
  async function mailTo(user: TestUser, subject: RegExp, after = 0) {
    for (;;) {
      const mail = sink.messages
        .slice(after)
        .filter((m) => m.to.includes(user.email) && subject.test(m.subject))
        .at(-1);
      if (mail) return mail;
      await sink.received(sink.messages.length + 1);
    }
  }
  const verified = async (user: TestUser) =>
    (
      (await call(url, 'GET', '/auth/me', { token: user.token })).body as {
        email_verified: boolean;
      }
    ).email_verified;
  const verify = (token: string) => call(url, 'POST', '/auth/email/verify', { json: { token } });
  const resend = (user: TestUser) =>
    call(url, 'POST', '/auth/email/verify/resend', { token: user.token });

  it('registration mails a 24-hour link; the link confirms the address once and sends a notice', async () => {
    const user = await registerUser(url);
    expect(await verified(user)).toBe(false);
    const mail = await mailTo(user, /^Confirm your email/);
    expect(mail.link).toMatch(/^http:\/\/app\.test\/auth\/confirm-email#token=[\w-]{43}$/);
    expect(mail.text).toContain('24 hours');
    const token = tokenOfLink(mail.link);
    expect((await verify(token)).status).toBe(204);
    expect(await verified(user)).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(detailOf(again)).toMatch(/expired or was already used/);
    await mailTo(user, /is confirmed$/);
  });

  it('refuses an unknown token with 400 and a missing one with 422', async () => {
    expect((await verify('B'.repeat(43))).status).toBe(400);
    expect((await call(url, 'POST', '/auth/email/verify', { json: {} })).status).toBe(422);
  });

  it('"Send again" (signed in) answers 202, mails a new link and voids the older one', async () => {
    const user = await registerUser(url);
    const first = tokenOfLink((await mailTo(user, /^Confirm your email/)).link);
    const before = sink.messages.length;
    const answer = await resend(user);
    expect(answer.status).toBe(202);
    expect(detailOf(answer)).toContain(user.email);
    const second = tokenOfLink((await mailTo(user, /^Confirm your email/, before)).link);
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(204);
    const done = await resend(user);
    expect(done.status).toBe(202);
    expect(detailOf(done)).toMatch(/already confirmed/);
  });

  it('limits "Send again" per account (429) and needs a session (401)', async () => {
    const user = await registerUser(url);
    expect((await resend(user)).status).toBe(202);
    expect((await resend(user)).status).toBe(202);
    const limited = await resend(user);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(url, 'POST', '/auth/email/verify/resend')).status).toBe(401);
  });
});

describe('email_verified in GET /auth/me', () => {
  const row = (fields: Partial<UserRow>) =>
    ({ email_verified_at: null, google_subject: null, ...fields }) as UserRow;

  it('is true once confirmed, true for a Google account, false otherwise', () => {
    expect(toMeResponse(row({})).email_verified).toBe(false);
    expect(toMeResponse(row({ email_verified_at: new Date() })).email_verified).toBe(true);
    expect(toMeResponse(row({ google_subject: 'google-123' })).email_verified).toBe(true);
  });
});
