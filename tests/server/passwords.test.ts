import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { call, detailOf, uniqueEmail } from './support/http.ts';

describe('password rules at registration', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess();
  });
  afterAll(() => server?.close());

  const register = (password: string, email = uniqueEmail(), name = 'Ada Lovelace') =>
    call(server.url, 'POST', '/auth/register', { json: { name, email, password } });

  it.each([
    'password123',
    'qwertyuiop',
    'iloveyou2',
    'P@ssw0rd!',
    'Michigan2024',
    '11111111',
    'abcdefgh',
  ])('refuses the well-known password %j with 422 and advice', async (password) => {
    const response = await register(password);
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(/too easy to guess.*longer password/);
  });

  it('refuses the email address, and passwords built on it or on the name', async () => {
    // one stamp: a second Date.now() differs once registering is slow, and the third password
    // was then no longer built on this address (a flaky failure under CI load)
    const stamp = Date.now();
    const email = `ada.lovelace.${stamp}@example.com`;
    for (const password of [email, `${email.split('@')[0]}`, `adalovelace${stamp}`]) {
      const response = await register(password, email);
      expect(response.status, password).toBe(422);
      expect(detailOf(response)).toMatch(/email address|too easy to guess/);
    }
    const name = await register('Lovelace Lovelace', uniqueEmail(), 'Ada Lovelace');
    expect(name.status).toBe(422);
  });

  it('accepts a long passphrase and a random password', async () => {
    expect((await register('kettle orbit lantern meadow')).status).toBe(201);
    expect((await register('vN7#q2Lx9!pR')).status).toBe(201);
  });
});
