import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../contract/account.ts';
import { type SmtpSink, startSmtpSink } from '../../scripts/lib/smtp-sink.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { ConfigError, readConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { eventually } from './support/eventually.ts';
import { call, registerUser, uniqueEmail } from './support/http.ts';
import { mailEnv } from './support/mail-env.ts';

const forgot = (url: string, email: string) =>
  call(url, 'POST', '/auth/password/forgot', { json: { email } });

describe('without SMTP_URL: the outbox folder', () => {
  let server: LocalServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startServerInProcess({
      logger: createLogger('info', (line) => logLines.push(line)),
    });
  });
  afterAll(() => server?.close());

  it('writes each message as an owner-only .eml file and logs its path, never its link', async () => {
    const user = await registerUser(server.url);
    await forgot(server.url, user.email);
    const folder = path.join(server.dataDir, 'outbox');
    const files = await eventually(
      async () => (await fs.readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml')),
      (found) => found.length >= 2,
    );
    expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
    const messages = await Promise.all(
      files.map((file) => fs.readFile(path.join(folder, file), 'utf8')),
    );
    const reset = messages.find((text) =>
      text.includes('Subject: Reset your herd Health password'),
    );
    expect(reset).toBeDefined();
    expect(reset).toContain('Content-Type: text/plain');
    expect(reset).toContain('Content-Type: text/html');
    const token = /reset-password#token=3D([\w-]+)|reset-password#token=([\w-]+)/.exec(reset ?? '');
    expect(token).not.toBeNull();
    for (const file of files) {
      expect((await fs.stat(path.join(folder, file))).mode & 0o777).toBe(0o600);
      expect(logLines.some((line) => line.includes(path.join(folder, file)))).toBe(true);
    }
    const log = logLines.join('\n');
    expect(log).not.toContain('token=');
    expect(log).not.toContain(user.email);
  });
});

describe('an SMTP server that is down for a while', () => {
  let sink: SmtpSink;
  let server: LocalServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServerInProcess({ env: mailEnv(sink) });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('delays the mail requested meanwhile and loses none; the requests answer at once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => registerUser(server.url)));
    await sink.received(3);
    await sink.pause();
    for (const user of users) {
      const answer = await forgot(server.url, user.email);
      expect(answer.status).toBe(202);
    }
    // Every message fails at least once while the server is down.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.messages).toHaveLength(3);
    await sink.resume();
    await sink.received(6, 20_000);
    const resets = sink.messages.filter((mail) => mail.subject.startsWith('Reset your'));
    expect(resets.map((mail) => mail.to).sort()).toEqual(users.map((user) => user.email).sort());
  });
});

describe('limits on "Forgot password?"', () => {
  let sink: SmtpSink;
  let server: LocalServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServerInProcess({
      env: { ...mailEnv(sink), RATE_LIMIT_RESET_ADDRESS_MAX: '6', RATE_LIMIT_RESET_EMAIL_MAX: '2' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('sends at most RATE_LIMIT_RESET_EMAIL_MAX mails per address, with the same answer', async () => {
    const user = await registerUser(server.url);
    await sink.received(1);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await forgot(server.url, user.email));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    await sink.received(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const resets = sink.messages.filter((mail) => mail.subject.startsWith('Reset your'));
    expect(resets).toHaveLength(2);
  });

  it('answers 429 with Retry-After past RATE_LIMIT_RESET_ADDRESS_MAX requests from one address', async () => {
    const answers = [];
    // The address may have used some of its 6 already (the test above): at most 7 more.
    for (let i = 0; i < 7 && answers.at(-1)?.status !== 429; i++) {
      answers.push(await forgot(server.url, uniqueEmail('limit')));
    }
    const limited = answers.pop();
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    for (const answer of answers) expect(answer.body).toEqual({ detail: FORGOT_PASSWORD_ANSWER });
  });
});

describe('the pages the links open', () => {
  let server: LocalServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-links-'));
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    server = await startServerInProcess({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });
  const page = (pathname: string) =>
    fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });

  it('are the app (not API calls) and send no Referer from the reset and confirm pages', async () => {
    for (const pathname of ['/auth/reset-password', '/auth/confirm-email']) {
      const answer = await page(pathname);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<title>app</title>');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const forgotPage = await page('/auth/forgot-password');
    expect(forgotPage.status).toBe(200);
    expect((await page('/auth')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
    expect((await page('/auth/elsewhere')).status).toBe(404);
  });
});

describe('mail settings', () => {
  it('need MAIL_FROM and PUBLIC_URL with SMTP_URL, and an smtp:// or smtps:// address', () => {
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example:25' })).toThrow(ConfigError);
    expect(() =>
      readConfig({
        SMTP_URL: 'http://mail.example',
        MAIL_FROM: 'a@b.c',
        PUBLIC_URL: 'https://x.y',
      }),
    ).toThrow(/SMTP_URL must look like/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x.y' })).toThrow(/PUBLIC_URL/);
    const settings = readConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'herd Health <care@herd.example>',
      PUBLIC_URL: 'https://app.herd.example/',
    }).mail;
    expect(settings).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      publicUrl: 'https://app.herd.example',
      devOutboxViewer: false,
    });
    expect(readConfig({ PORT: '4601' }).mail).toMatchObject({
      smtpUrl: null,
      publicUrl: 'http://localhost:4601',
    });
    expect(readConfig({ NODE_ENV: 'development' }).mail.devOutboxViewer).toBe(true);
    expect(readConfig({ ACTIVITY_RETENTION_DAYS: '30' }).activityRetentionDays).toBe(30);
    expect(() => readConfig({ ACTIVITY_RETENTION_DAYS: '0' })).toThrow(ConfigError);
  });
});
