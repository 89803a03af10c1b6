import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, uniqueEmail } from './support/http.ts';

const CLIENT_ID = 'herd-health-test-client';
const REDIRECT_URI = 'http://127.0.0.1:5173/auth';

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  aud?: string;
  exp?: number;
  iss?: string;
}

describe.each(databaseVariants())(
  'Google sign-in against a local OpenID provider on $name',
  (variant) => {
    let provider: OAuth2Server;
    let server: LocalServer;
    let url: string;

    beforeAll(async () => {
      provider = new OAuth2Server();
      await provider.issuer.keys.generate('RS256');
      await provider.start(0, '127.0.0.1');
      server = await startServerInProcess({
        databaseUrl: variant.databaseUrl,
        env: {
          GOOGLE_CLIENT_ID: CLIENT_ID,
          GOOGLE_CLIENT_SECRET: 'test-client-secret',
          GOOGLE_ISSUER: provider.issuer.url as string,
        },
      });
      url = server.url;
    });
    afterEach(() => provider.service.removeAllListeners());
    afterAll(async () => {
      await server?.close();
      await provider?.stop();
    });

    /** What the provider puts in the next ID token (the access token is left alone). */
    function nextIdToken(claims: Claims) {
      provider.service.on('beforeTokenSigning', (token) => {
        // The access token carries a scope; the ID token does not.
        if ('scope' in token.payload) return;
        Object.assign(token.payload, claims);
      });
    }

    /** The browser leg: the provider's authorize endpoint redirects back with a code. */
    async function authorize(): Promise<{ code: string; verifier: string }> {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const config = (await call(url, 'GET', '/api/config')).body as {
        google: { authorizeUrl: string; clientId: string };
      };
      const authorizeUrl = new URL(config.google.authorizeUrl);
      authorizeUrl.search = new URLSearchParams({
        client_id: config.google.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'openid email profile',
        state: 'csrf-state',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString();
      const response = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') as string);
      expect(location.searchParams.get('state')).toBe('csrf-state');
      return { code: location.searchParams.get('code') as string, verifier };
    }

    async function signIn(claims: Claims) {
      const { code, verifier } = await authorize();
      nextIdToken(claims);
      return call(url, 'POST', '/auth/google', {
        json: { code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      });
    }

    it('GET /api/config says Google is enabled with the client id and authorize URL', async () => {
      const response = await call(url, 'GET', '/api/config');
      expect((response.body as { google: unknown }).google).toEqual({
        enabled: true,
        clientId: CLIENT_ID,
        authorizeUrl: `${provider.issuer.url}/authorize`,
      });
    });

    it('exchanges a code (with PKCE), creates the account and signs in again to the same one', async () => {
      const email = uniqueEmail('google');
      const claims = { sub: `google-${email}`, email, email_verified: true, name: 'Grace Google' };
      const first = await signIn(claims);
      expect(first.status, first.text).toBe(200);
      const body = first.body as { access_token: string; email: string; name: string };
      expect(body).toMatchObject({ email, name: 'Grace Google' });
      const me = await call(url, 'GET', '/auth/me', { token: body.access_token });
      expect(me.body).toMatchObject({
        email,
        name: 'Grace Google',
        has_completed_onboarding: false,
        // Google vouches for the address: no confirmation mail is asked for.
        email_verified: true,
      });

      const again = await signIn(claims);
      expect(again.status).toBe(200);
      expect((again.body as { email: string }).email).toBe(email);
    });

    it('never links Google to a password account by email alone (account pre-hijacking)', async () => {
      // Someone registers the patient's email with a password of their choosing...
      const squatter = await registerUser(url, 'Squatter');
      // ...then the real owner of the email signs in with Google.
      const claims = {
        sub: `google-${squatter.email}`,
        email: squatter.email,
        email_verified: true,
        name: 'Real Owner',
      };
      const response = await signIn(claims);
      expect(response.status).toBe(409);
      expect(detailOf(response)).toMatch(/already exists.*password.*link Google/);
      // The Google identity stays unlinked: signing in with it again is still refused, and
      // the squatter's password opens nothing the owner put there.
      expect((await signIn(claims)).status).toBe(409);
      const me = await call(url, 'GET', '/auth/me', { token: squatter.token });
      expect(me.body).toMatchObject({ name: 'Squatter', firstName: null });
    });

    it('links Google for a patient signed in with their password, for the same email only', async () => {
      const user = await registerUser(url, 'Password Person');
      const claims = {
        sub: `google-link-${user.email}`,
        email: user.email,
        email_verified: true,
        name: 'Other Name',
      };
      const link = async (token: string | undefined, linkClaims: Claims) => {
        const { code, verifier } = await authorize();
        nextIdToken(linkClaims);
        return call(url, 'POST', '/auth/google/link', {
          ...(token ? { token } : {}),
          json: { code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
        });
      };
      expect((await link(undefined, claims)).status).toBe(401);
      const otherEmail = await link(user.token, { ...claims, email: uniqueEmail('other') });
      expect(otherEmail.status).toBe(409);
      expect(detailOf(otherEmail)).toMatch(/same email/);
      expect((await link(user.token, claims)).status).toBe(204);

      const response = await signIn(claims);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: user.email, name: 'Password Person' });
      const login = await call(url, 'POST', '/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
      const again = await link(user.token, { ...claims, sub: 'google-someone-else' });
      expect(again.status).toBe(409);
    });

    it('refuses a password change for a Google-only account with 409', async () => {
      const email = uniqueEmail('google-only');
      const created = await signIn({ sub: `g-${email}`, email, email_verified: true });
      const token = (created.body as { access_token: string }).access_token;
      const change = await call(url, 'POST', '/auth/password', {
        token,
        json: { current_password: 'anything-at-all', new_password: 'three unrelated words' },
      });
      expect(change.status).toBe(409);
      expect(detailOf(change)).toMatch(/Google/);
    });

    it('refuses an unverified email', async () => {
      const email = uniqueEmail('unverified');
      const response = await signIn({ sub: `g-${email}`, email, email_verified: false });
      expect(response.status).toBe(401);
      expect(detailOf(response)).toMatch(/not verified/);
    });

    it('refuses an ID token for another audience', async () => {
      const email = uniqueEmail('aud');
      const response = await signIn({
        sub: `g-${email}`,
        email,
        email_verified: true,
        aud: 'another-app',
      });
      expect(response.status).toBe(401);
      expect(detailOf(response)).toMatch(/could not be verified/);
    });

    it('refuses an expired ID token and one from another issuer', async () => {
      const email = uniqueEmail('exp');
      const expired = await signIn({
        sub: `g-${email}`,
        email,
        email_verified: true,
        exp: Math.floor(Date.now() / 1000) - 600,
      });
      expect(expired.status).toBe(401);
      const foreign = await signIn({
        sub: `g-${email}`,
        email,
        email_verified: true,
        iss: 'https://evil.example',
      });
      expect(foreign.status).toBe(401);
    });

    it('refuses an ID token signed with a key outside the provider JWKS', async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256');
      const kid = (await exportJWK(publicKey)).n?.slice(0, 8);
      const email = uniqueEmail('forged');
      const forged = await new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(provider.issuer.url as string)
        .setAudience(CLIENT_ID)
        .setSubject(`g-${email}`)
        .setExpirationTime('5m')
        .sign(privateKey);
      provider.service.once('beforeResponse', (response) => {
        (response.body as Record<string, unknown>).id_token = forged;
      });
      const { code, verifier } = await authorize();
      const response = await call(url, 'POST', '/auth/google', {
        json: { code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      });
      expect(response.status).toBe(401);
    });

    it('reports a bad code rejected by the provider as 401', async () => {
      provider.service.once('beforeResponse', (response) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'Bad code' };
      });
      const response = await call(url, 'POST', '/auth/google', {
        json: { code: 'bad-code', redirect_uri: REDIRECT_URI },
      });
      expect(response.status).toBe(401);
      expect(detailOf(response)).toMatch(/invalid_grant/);
    });

    it('reports a provider error as 502 and keeps serving', async () => {
      provider.service.once('beforeResponse', (response) => {
        response.statusCode = 500;
        response.body = { error: 'server_error' };
      });
      const response = await call(url, 'POST', '/auth/google', {
        json: { code: 'any-code', redirect_uri: REDIRECT_URI },
      });
      expect(response.status).toBe(502);
      expect(detailOf(response)).toMatch(/provider/);
      expect((await call(url, 'GET', '/api/health')).status).toBe(200);
    });

    it('accepts an access token issued to this app and refuses one issued to another', async () => {
      const email = uniqueEmail('access');
      provider.service.on('beforeUserinfo', (response) => {
        response.body = { sub: `g-${email}`, email, email_verified: true, name: 'Token Holder' };
      });
      const ours = await provider.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          payload.aud = CLIENT_ID;
        },
      });
      const accepted = await call(url, 'POST', '/auth/google', { json: { access_token: ours } });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body).toMatchObject({ email, name: 'Token Holder' });

      const theirs = await provider.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          payload.aud = 'another-app';
        },
      });
      const refused = await call(url, 'POST', '/auth/google', { json: { access_token: theirs } });
      expect(refused.status).toBe(401);
    });

    it.each([
      [{}, /access_token is required/],
      [{ code: '', redirect_uri: REDIRECT_URI }, /code is required/],
      [{ code: 'abc' }, /redirect_uri is required/],
      [{ code: 'abc', redirect_uri: 'not a url' }, /redirect_uri must be a URL/],
      [{ code: 'abc', redirect_uri: REDIRECT_URI, code_verifier: 'short' }, /code_verifier/],
      [{ access_token: 42 }, /access_token must be a string/],
    ])('rejects %j with 422', async (json, detail) => {
      const response = await call(url, 'POST', '/auth/google', { json });
      expect(response.status).toBe(422);
      expect(detailOf(response)).toMatch(detail);
    });
  },
);

describe('Google configured but its provider unreachable', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'test-client-secret',
        // Port 9 (discard) is closed on loopback: discovery fails fast.
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => server?.close());

  it('tells the client sign-in is unavailable and answers 502 to an exchange', async () => {
    const config = await call(server.url, 'GET', '/api/config');
    expect((config.body as { google: unknown }).google).toEqual({
      enabled: false,
      clientId: CLIENT_ID,
      authorizeUrl: null,
    });
    const response = await call(server.url, 'POST', '/auth/google', {
      json: { code: 'abc', redirect_uri: REDIRECT_URI },
    });
    expect(response.status).toBe(502);
    expect(detailOf(response)).toMatch(/Could not reach Google/);
  });
});
