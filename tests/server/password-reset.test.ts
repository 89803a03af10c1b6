import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../contract/account.ts';
import { type SmtpSink, startSmtpSink } from '../../scripts/lib/smtp-sink.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { createLogger } from '../../server/logger.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, type TestUser, uniqueEmail } from './support/http.ts';
import { mailEnv, tokenOfLink } from './support/mail-env.ts';

const NEW_PASSWORD = 'harbour violet compass thistle';

describe.each(databaseVariants())('forgot and reset a password on $name', (variant) => {
  let sink: SmtpSink;
  let server: LocalServer;
  let url: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServerInProcess({
      databaseUrl: variant.databaseUrl,
      env: {
        ...mailEnv(sink),
        RATE_LIMIT_RESET_EMAIL_MAX: '100',
        RATE_LIMIT_RESET_ADDRESS_MAX: '100000',
      },
      logger: createLogger('debug', (line) => logLines.push(line)),
    });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  const forgot = (email: string) => call(url, 'POST', '/auth/password/forgot', { json: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    call(url, 'POST', '/auth/password/reset', { json: { token, new_password: password } });
  const login = (user: TestUser, password: string) =>
    call(url, 'POST', '/auth/login', { json: { email: user.email, password } });
  /** The next reset mail to `email`, once it has arrived. */
  async function resetMailTo(email: string, after: number) {
    for (;;) {
      const mail = sink.messages
        .slice(after)
        .find((m) => m.to.includes(email) && m.subject.startsWith('Reset your'));
      if (mail) return mail;
      await sink.received(sink.messages.length + 1);
    }
  }

  it('answers 202 with the same words for an account and for an unknown address', async () => {
    const user = await registerUser(url);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(detailOf(known)).toBe(FORGOT_PASSWORD_ANSWER);
  });

  it('mails one link to a reset page, with a 256-bit token in its fragment, as text and HTML', async () => {
    const user = await registerUser(url);
    const before = sink.messages.length;
    await forgot(user.email.toUpperCase());
    const mail = await resetMailTo(user.email, before);
    expect(mail.link).toMatch(/^http:\/\/app\.test\/auth\/reset-password#token=[\w-]{43}$/);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(`href="${mail.link}"`);
    expect(mail.text).toContain('Hello Test Patient,');
  });

  it('sets the new password, ends every session, signs nobody in, and sends a notice', async () => {
    const user = await registerUser(url);
    const other = (await login(user, user.password)).body as { access_token: string };
    const before = sink.messages.length;
    await forgot(user.email);
    const token = tokenOfLink((await resetMailTo(user.email, before)).link);
    const done = await reset(token);
    expect(done.status).toBe(204);
    expect(done.text).toBe('');
    for (const session of [user.token, other.access_token]) {
      expect((await call(url, 'GET', '/auth/me', { token: session })).status).toBe(401);
    }
    expect((await login(user, user.password)).status).toBe(401);
    expect((await login(user, NEW_PASSWORD)).status).toBe(200);
    await eventuallyMail(sink, (m) => m.to.includes(user.email) && /was reset/.test(m.subject));
  });

  it('refuses a used token, a superseded one and an unknown one with 400, every time', async () => {
    const user = await registerUser(url);
    let before = sink.messages.length;
    await forgot(user.email);
    const first = tokenOfLink((await resetMailTo(user.email, before)).link);
    before = sink.messages.length;
    await forgot(user.email);
    const second = tokenOfLink((await resetMailTo(user.email, before)).link);
    for (const token of [first, 'A'.repeat(43), `${second}x`]) {
      const refused = await reset(token);
      expect(refused.status).toBe(400);
      expect(detailOf(refused)).toMatch(/expired or was already used/);
    }
    expect((await reset(second)).status).toBe(204);
    const again = await reset(second);
    expect(again.status).toBe(400);
    expect((await login(user, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password with 422 and keeps the link for a better one', async () => {
    const user = await registerUser(url);
    const before = sink.messages.length;
    await forgot(user.email);
    const token = tokenOfLink((await resetMailTo(user.email, before)).link);
    const weak = await reset(token, 'password123');
    expect(weak.status).toBe(422);
    expect(detailOf(weak)).toMatch(/too easy to guess/);
    const short = await reset(token, 'short');
    expect(short.status).toBe(422);
    expect((await reset(token)).status).toBe(204);
  });

  it('voids a link once the password is changed in Settings', async () => {
    const user = await registerUser(url);
    const before = sink.messages.length;
    await forgot(user.email);
    const token = tokenOfLink((await resetMailTo(user.email, before)).link);
    const changed = await call(url, 'POST', '/auth/password', {
      token: user.token,
      json: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    expect((await reset(token, 'another quiet river stone')).status).toBe(400);
    await eventuallyMail(sink, (m) => m.to.includes(user.email) && /was changed/.test(m.subject));
  });

  it('never writes a token, a link or an email address to the log', async () => {
    const user = await registerUser(url);
    const before = sink.messages.length;
    await forgot(user.email);
    const mail = await resetMailTo(user.email, before);
    await reset(tokenOfLink(mail.link));
    const log = logLines.join('\n');
    expect(log).toContain('"path":"/auth/password/reset"');
    expect(log).not.toContain(tokenOfLink(mail.link));
    expect(log).not.toContain('reset-password#');
    expect(log).not.toContain(user.email);
  });
});

async function eventuallyMail(
  sink: SmtpSink,
  match: (mail: SmtpSink['messages'][number]) => boolean,
) {
  for (;;) {
    if (sink.messages.some(match)) return;
    await sink.received(sink.messages.length + 1);
  }
}
