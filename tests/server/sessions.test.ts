import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, type TestUser } from './support/http.ts';

const STRONG = 'kettle orbit lantern meadow';

describe.each(databaseVariants())(
  'logout, password change and account deletion on $name',
  (variant) => {
    let server: LocalServer;
    let url: string;

    beforeAll(async () => {
      server = await startServerInProcess({ databaseUrl: variant.databaseUrl });
      url = server.url;
    });
    afterAll(() => server?.close());

    const me = (token: string) => call(url, 'GET', '/auth/me', { token });
    const login = async (user: TestUser, password = user.password) =>
      call(url, 'POST', '/auth/login', { json: { email: user.email, password } });
    const secondToken = async (user: TestUser) =>
      ((await login(user)).body as { access_token: string }).access_token;

    it('POST /auth/logout answers 204 and kills that token only', async () => {
      const user = await registerUser(url);
      const other = await secondToken(user);
      const logout = await call(url, 'POST', '/auth/logout', { token: user.token });
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');
      const after = await me(user.token);
      expect(after.status).toBe(401);
      expect(detailOf(after)).toMatch(/sign in again/);
      expect((await call(url, 'POST', '/auth/logout', { token: user.token })).status).toBe(401);
      expect((await me(other)).status).toBe(200);
    });

    it('POST /auth/password changes the password and kills every other token', async () => {
      const user = await registerUser(url);
      const stolen = await secondToken(user);
      const change = await call(url, 'POST', '/auth/password', {
        token: user.token,
        json: { current_password: user.password, new_password: STRONG },
      });
      expect(change.status).toBe(204);
      expect((await me(stolen)).status).toBe(401);
      expect((await me(user.token)).status).toBe(200);
      expect((await login(user)).status).toBe(401);
      expect((await login(user, STRONG)).status).toBe(200);
    });

    it('POST /auth/password refuses a wrong current password (403) and a weak new one (422)', async () => {
      const user = await registerUser(url);
      const wrong = await call(url, 'POST', '/auth/password', {
        token: user.token,
        json: { current_password: `${user.password}x`, new_password: STRONG },
      });
      expect(wrong.status).toBe(403);
      expect(detailOf(wrong)).toMatch(/current password is incorrect/);
      const weak = await call(url, 'POST', '/auth/password', {
        token: user.token,
        json: { current_password: user.password, new_password: 'password123' },
      });
      expect(weak.status).toBe(422);
      expect(detailOf(weak)).toMatch(/too easy to guess/);
      const missing = await call(url, 'POST', '/auth/password', {
        token: user.token,
        json: { new_password: STRONG },
      });
      expect(missing.status).toBe(422);
      expect(detailOf(missing)).toMatch(/current_password is required/);
      expect((await login(user)).status).toBe(200);
    });

    it('DELETE /api/user answers 204; afterwards every token and the password are dead', async () => {
      const user = await registerUser(url);
      const other = await secondToken(user);
      await call(url, 'POST', '/api/user/onboarding', {
        token: user.token,
        json: { firstName: 'Gone', state: 'MI' },
      });
      const deleted = await call(url, 'DELETE', '/api/user', { token: user.token });
      expect(deleted.status).toBe(204);
      for (const token of [user.token, other]) {
        expect((await me(token)).status).toBe(401);
        expect((await call(url, 'DELETE', '/api/user', { token })).status).toBe(401);
      }
      expect((await login(user)).status).toBe(401);
      // The email is free again: a new account starts empty.
      const again = await call(url, 'POST', '/auth/register', {
        json: { name: 'New', email: user.email, password: STRONG },
      });
      expect(again.status).toBe(201);
      const fresh = await me((again.body as { access_token: string }).access_token);
      expect(fresh.body).toMatchObject({ firstName: null, state: null });
    });
  },
);
