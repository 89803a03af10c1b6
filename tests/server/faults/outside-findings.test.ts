import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegDeclaring } from '../../../scripts/lib/bombs.ts';
import { type LocalServer, startServerInProcess } from '../../../scripts/lib/start-server.ts';
import { call, detailOf, registerUser, uniqueEmail, uploadForm } from '../support/http.ts';

/**
 * The outside security test's findings (issue 24) that run in seconds, each as that test ran it.
 * The numbers are the finding's row in the table.
 */
describe('findings of the outside test, fast ones', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: { RATE_LIMIT_AUTH_MAX: '100000', RATE_LIMIT_LOGIN_FAILURES_MAX: '10' },
    });
  });
  afterAll(() => server?.close());

  const login = (email: string, password: string) =>
    call(server.url, 'POST', '/auth/login', { json: { email, password } });

  it('4: counts failed passwords once per account, whatever the letter case of the email', async () => {
    const user = await registerUser(server.url);
    const variants = Array.from({ length: 14 }, (_, i) =>
      [...user.email]
        .map((ch, j) => ((i >> (j % 4)) & 1 ? ch.toUpperCase() : ch))
        .join('')
        .padEnd(user.email.length),
    );
    const statuses: number[] = [];
    for (const email of variants)
      statuses.push((await login(` ${email} `, 'wrong-password-1')).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // The lock holds for the right password too, in any case.
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(429);
  });

  it('10: 60 wrong passwords at once check exactly the limit (10) and refuse the rest', async () => {
    const user = await registerUser(server.url);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(user.email, 'wrong-password-2')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  }, 60_000);

  it('10: a right password gives its count back (ten sign-ins do not lock the account)', async () => {
    const user = await registerUser(server.url);
    for (let i = 0; i < 12; i++) expect((await login(user.email, user.password)).status).toBe(200);
  }, 60_000);

  it('5: answers holding health data or tokens say Cache-Control: no-store', async () => {
    const user = {
      name: 'Cache Patient',
      email: uniqueEmail(),
      password: 'kettle orbit lantern meadow',
    };
    const register = await call(server.url, 'POST', '/auth/register', { json: user });
    const token = (register.body as { access_token: string }).access_token;
    const answers = [
      register,
      await login(user.email, user.password),
      await call(server.url, 'GET', '/auth/me', { token }),
      await call(server.url, 'GET', '/auth/check-onboarding', { token }),
      await call(server.url, 'POST', '/api/user/onboarding', { token, json: { firstName: 'A' } }),
      await call(server.url, 'GET', '/api/genetic-report/jobs', { token }),
      await call(server.url, 'GET', '/api/genetic-report/report/unknown', { token }),
      await call(server.url, 'POST', '/auth/login', { json: {} }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('7: refuses to complete onboarding without the earlier answers or the Michigan state', async () => {
    const user = await registerUser(server.url);
    const save = (json: object) =>
      call(server.url, 'POST', '/api/user/onboarding', { token: user.token, json });
    const empty = await save({ has_completed_onboarding: true });
    expect(empty.status).toBe(422);
    expect(detailOf(empty)).toMatch(/Michigan/);
    const check = await call(server.url, 'GET', '/auth/check-onboarding', { token: user.token });
    expect((check.body as { redirect_path: string }).redirect_path).toBe('/onboarding');
    // Personal details with the state, but medical steps never answered: still refused.
    const personal = {
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '2000-01-01',
      gender: 'other',
      state: 'MI',
    };
    expect((await save(personal)).status).toBe(200);
    const early = await save({ has_completed_onboarding: true });
    expect(early.status).toBe(422);
    expect(detailOf(early)).toMatch(/every earlier step/);
    expect(
      (
        await save({
          condition: '',
          medications: [],
          hasGeneticReport: false,
          checklistItems: [],
          has_completed_onboarding: true,
        })
      ).status,
    ).toBe(200);
  });

  it('11: a NUL in a report id answers 422, never 500', async () => {
    const user = await registerUser(server.url);
    for (const path of [
      '/api/genetic-report/report/abc%00',
      '/api/genetic-report/jobs/abc%00',
      '/api/genetic-report/report/%1f',
    ]) {
      const answer = await call(server.url, 'GET', path, { token: user.token });
      expect(answer.status, path).toBe(422);
      expect(detailOf(answer)).toMatch(/control characters/);
    }
  });

  it('12: an appointment whose instant is past year 9999 in UTC answers 422, never 500', async () => {
    const user = await registerUser(server.url);
    const answer = await call(server.url, 'POST', '/api/user/onboarding', {
      token: user.token,
      json: { appointmentDate: '9999-12-31T10:00:00-14:00' },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { field?: string }).field ?? detailOf(answer)).toMatch(/appointment/i);
  });

  it('15: refuses an 8 MB JPEG declaring 26000x26000 at the upload, before it is queued', async () => {
    const user = await registerUser(server.url);
    // 8 MB of scan data before the end-of-image marker, as the outside test's file had.
    const small = jpegDeclaring(26000, 26000);
    const bomb = new Uint8Array(small.length + 8 * 1024 * 1024);
    bomb.set(small.subarray(0, -2));
    bomb.set(small.subarray(-2), bomb.length - 2);
    const answer = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { prefer: 'respond-async' },
      body: uploadForm(bomb, 'bomb.jpg', 'image/jpeg'),
    });
    expect(answer.status, answer.text).toBe(422);
    expect(detailOf(answer)).toMatch(/too large to read/);
    const jobs = await call(server.url, 'GET', '/api/genetic-report/jobs', { token: user.token });
    expect((jobs.body as { jobs: unknown[] }).jobs).toEqual([]);
  });

  it('13: refuses a password made of the name and the email words', async () => {
    const email = `jlopez.${Date.now()}@example.com`;
    for (const password of ['jennifer lopez example com', 'Example Com Jennifer Lopez']) {
      const answer = await call(server.url, 'POST', '/auth/register', {
        json: { name: 'Jennifer Lopez', email, password },
      });
      expect(answer.status, password).toBe(422);
      expect(detailOf(answer)).toMatch(/name or email/);
    }
  });
});
