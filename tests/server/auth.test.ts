import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, uniqueEmail } from './support/http.ts';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const HOSTILE = `Zoë 李 🧬 '; DROP TABLE users; -- <script>alert("x")</script> \\ %00`;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function tokenFor(
  sub: string,
  options: { secret?: string; expiresAt?: number; jti?: string } = {},
) {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub);
  if (options.jti) jwt.setJti(options.jti);
  return jwt
    .setIssuer('herd-health')
    .setAudience('herd-health-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(options.secret ?? JWT_SECRET));
}

describe.each(databaseVariants())('auth routes on $name', (variant) => {
  let server: LocalServer;
  let url: string;

  beforeAll(async () => {
    server = await startServerInProcess({ databaseUrl: variant.databaseUrl, env: { JWT_SECRET } });
    url = server.url;
  });
  afterAll(() => server?.close());

  describe('POST /auth/register', () => {
    it('creates an account and answers a token, the email and the name', async () => {
      const email = uniqueEmail();
      const response = await call(url, 'POST', '/auth/register', {
        json: { name: 'Ada Patient', email, password: 'correct horse' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        email,
        name: 'Ada Patient',
      });
    });

    it('refuses a second account for the same email, whatever its case (409)', async () => {
      const user = await registerUser(url);
      const response = await call(url, 'POST', '/auth/register', {
        json: { name: 'Copy', email: user.email.toUpperCase(), password: 'another password' },
      });
      expect(response.status).toBe(409);
      expect(detailOf(response)).toMatch(/already exists/);
    });

    it.each([
      [{ email: uniqueEmail(), password: 'long enough' }, /name is required/, 'name'],
      [{ name: 'N', password: 'long enough' }, /email is required/, 'email'],
      [{ name: 'N', email: uniqueEmail() }, /password is required/, 'password'],
      [
        { name: 'N', email: 'not-an-email', password: 'long enough' },
        /does not look like an email address/,
        'email',
      ],
      [
        { name: 42, email: uniqueEmail(), password: 'long enough' },
        /name must be a string/,
        'name',
      ],
      [
        { name: 'N', email: uniqueEmail(), password: 12345678 },
        /password must be a string/,
        'password',
      ],
      [
        { name: 'N', email: uniqueEmail(), password: 'short' },
        /^Use at least 8 characters for your password\.$/,
        'password',
      ],
      [{ name: 'N', email: uniqueEmail(), password: '          ' }, /only spaces/, 'password'],
      [{ name: 'N', email: uniqueEmail(), password: 'x'.repeat(257) }, /at most 256/, 'password'],
      [
        { name: 'N'.repeat(201), email: uniqueEmail(), password: 'long enough' },
        /at most 200/,
        'name',
      ],
      [
        { name: '   ', email: uniqueEmail(), password: 'long enough' },
        /^Enter your full name\.$/,
        'name',
      ],
      [{ name: '', email: '', password: '' }, /^Enter your full name\.$/, 'name'],
      [
        { name: 'N', email: '  ', password: 'long enough' },
        /^Enter your email address\.$/,
        'email',
      ],
    ])('rejects %j with 422, a clear detail and its field', async (json, detail, field) => {
      const response = await call(url, 'POST', '/auth/register', { json });
      expect(response.status).toBe(422);
      expect(detailOf(response)).toMatch(detail);
      expect((response.body as { field?: string }).field).toBe(field);
    });

    it('names the field of an email already registered and of a password too easy to guess', async () => {
      const user = await registerUser(url);
      const taken = await call(url, 'POST', '/auth/register', {
        json: { name: 'Copy', email: user.email, password: 'another password' },
      });
      expect(taken.body).toMatchObject({ field: 'email', message_id: 'error.auth.emailTaken' });
      const weak = await call(url, 'POST', '/auth/register', {
        json: { name: 'Weak', email: uniqueEmail(), password: 'password1' },
      });
      expect(weak.status).toBe(422);
      expect(weak.body).toMatchObject({ field: 'password', message_id: 'error.password.tooEasy' });
    });

    it('answers 400 for a body that is not JSON and 415 for another content type', async () => {
      const broken = await call(url, 'POST', '/auth/register', {
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect(detailOf(broken)).toMatch(/not valid JSON/);
      const text = await call(url, 'POST', '/auth/register', {
        body: 'name=a',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      const list = await call(url, 'POST', '/auth/register', { json: [1, 2] });
      expect(list.status).toBe(422);
    });

    it('answers 413 for a body over the JSON limit', async () => {
      const response = await call(url, 'POST', '/auth/register', {
        json: { name: 'x'.repeat(70 * 1024), email: uniqueEmail(), password: 'long enough' },
      });
      expect(response.status).toBe(413);
      expect(detailOf(response)).toMatch(/too large/);
    });

    it('stores unicode, SQL and script text verbatim', async () => {
      const user = await registerUser(url, HOSTILE);
      const me = await call(url, 'GET', '/auth/me', { token: user.token });
      expect(me.status).toBe(200);
      expect((me.body as { name: string }).name).toBe(HOSTILE);
    });
  });

  describe('POST /auth/login', () => {
    it('signs in with the registered password', async () => {
      const user = await registerUser(url);
      const response = await call(url, 'POST', '/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(response.status).toBe(200);
      const body = response.body as { access_token: string; email: string; name: string };
      expect(body.email).toBe(user.email);
      expect(body.name).toBe(user.name);
      const me = await call(url, 'GET', '/auth/me', { token: body.access_token });
      expect((me.body as { email: string }).email).toBe(user.email);
    });

    it('gives the same 401 detail for a wrong password and an unknown email', async () => {
      const user = await registerUser(url);
      const wrongPassword = await call(url, 'POST', '/auth/login', {
        json: { email: user.email, password: `${user.password}x` },
      });
      const unknownEmail = await call(url, 'POST', '/auth/login', {
        json: { email: uniqueEmail('nobody'), password: user.password },
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(detailOf(wrongPassword)).toBe(detailOf(unknownEmail));
    });

    it('rejects missing fields with 422', async () => {
      const response = await call(url, 'POST', '/auth/login', { json: { email: uniqueEmail() } });
      expect(response.status).toBe(422);
      expect(detailOf(response)).toMatch(/password is required/);
    });
  });

  describe('bearer tokens', () => {
    let user: Awaited<ReturnType<typeof registerUser>>;
    let userId: string;

    beforeAll(async () => {
      user = await registerUser(url);
      const payload = user.token.split('.')[1] ?? '';
      userId = JSON.parse(Buffer.from(payload, 'base64url').toString()).sub;
    });

    it('accepts a token it issued', async () => {
      expect((await call(url, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
    });

    it.each([
      ['no header', async () => undefined],
      ['garbage', async () => 'not-a-token'],
      [
        'an expired token',
        async () => tokenFor(userId, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      ],
      [
        'a token signed with another secret',
        async () => tokenFor(userId, { secret: 'x'.repeat(48) }),
      ],
      [
        'an alg:none token',
        async () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
            sub: userId,
            iss: 'herd-health',
            aud: 'herd-health-api',
            exp: Math.floor(Date.now() / 1000) + 3600,
          })}.`,
      ],
      ['a token for an account that does not exist', async () => tokenFor('no-such-user')],
      // Correctly signed, but never issued: the server keeps a session per token it issues.
      ['a signed token without a session id', async () => tokenFor(userId)],
      ['a signed token naming no open session', async () => tokenFor(userId, { jti: 'made-up' })],
      [
        "a signed token naming another patient's session",
        async () => {
          const other = await registerUser(url);
          const payload = JSON.parse(
            Buffer.from(other.token.split('.')[1] ?? '', 'base64url').toString(),
          );
          return tokenFor(userId, { jti: payload.jti });
        },
      ],
    ])('answers 401 {detail} for %s on every authenticated route', async (_label, makeToken) => {
      const token = await makeToken();
      for (const [method, path] of [
        ['GET', '/auth/me'],
        ['GET', '/auth/check-onboarding'],
        ['POST', '/api/user/onboarding'],
        ['POST', '/api/user/process-document'],
        ['GET', '/api/user/document'],
        ['GET', '/api/genetic-report/report/any'],
        ['DELETE', '/api/genetic-report/report/any'],
        ['DELETE', '/api/user'],
        ['POST', '/auth/logout'],
        ['POST', '/auth/password'],
      ] as const) {
        const response = await call(url, method, path, {
          ...(token ? { token } : {}),
          ...(method === 'POST' ? { json: {} } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(detailOf(response)).toBeTruthy();
      }
    });
  });

  describe('GET /auth/me and /auth/check-onboarding for a new account', () => {
    it('answers every spec field, empty, and sends the patient to the first step', async () => {
      const user = await registerUser(url);
      const me = await call(url, 'GET', '/auth/me', { token: user.token });
      expect(me.body).toEqual({
        email: user.email,
        name: user.name,
        firstName: null,
        lastName: null,
        dateOfBirth: null,
        gender: null,
        condition: null,
        diagnosis: null,
        symptoms: null,
        medications: null,
        pronouns: null,
        otherConditions: null,
        familyHistory: null,
        documentUrl: null,
        latestReportId: null,
        hasBeenDiagnosed: null,
        has_completed_onboarding: false,
        state: null,
        checklistItems: null,
        appointmentDate: null,
        hasGeneticReport: null,
        theme: null,
        language: null,
        email_verified: false,
      });
      const check = await call(url, 'GET', '/auth/check-onboarding', { token: user.token });
      expect(check.body).toEqual({ redirect_path: '/onboarding' });
    });
  });
});

describe('rate limits on the auth routes', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
  });
  afterAll(() => server?.close());

  it('answers 429 with a clear detail and Retry-After once the window is used up', async () => {
    const attempt = () =>
      call(server.url, 'POST', '/auth/login', {
        json: { email: uniqueEmail(), password: 'whatever1' },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(detailOf(limited)).toMatch(/Too many attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other routes are not limited.
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
