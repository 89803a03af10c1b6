import { Hono } from 'hono';
import {
  type AuthResponse,
  googleAccessTokenRequestSchema,
  googleCodeRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../contract/auth.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { GoogleSignInError } from '../auth/google-provider.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody, readJson } from '../http/parse-json-body.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireUser } from '../http/require-user.ts';
import { nextOnboardingPath } from '../users/onboarding-progress.ts';
import { toMeResponse, type UserRow } from '../users/user-row.ts';

const BAD_CREDENTIALS = 'Incorrect email or password';

export function authRoutes(deps: AppDeps, { users }: Pick<AppServices, 'users'>) {
  const app = new Hono<AppEnv>();
  const limited = rateLimit({
    name: 'auth',
    max: deps.config.rateLimit.authMax,
    windowMs: deps.config.rateLimit.authWindowMs,
  });

  async function signedIn(user: UserRow): Promise<AuthResponse> {
    return { access_token: await deps.tokens.issue(user.id), email: user.email, name: user.name };
  }

  app.post('/register', limited, async (c) => {
    const body = await parseJsonBody(c, registerRequestSchema);
    const user = await users.create({
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(body.password),
    });
    if (!user) throw new HttpError(409, 'An account with this email already exists');
    deps.logger.info('user registered', { userId: user.id });
    return c.json(await signedIn(user), 201);
  });

  app.post('/login', limited, async (c) => {
    const body = await parseJsonBody(c, loginRequestSchema);
    const user = await users.findByEmail(body.email);
    const valid = user?.password_hash
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) throw new HttpError(401, BAD_CREDENTIALS);
    return c.json(await signedIn(user));
  });

  app.post('/google', limited, async (c) => {
    const google = deps.google;
    if (!google) {
      throw new HttpError(
        503,
        'Google sign-in is not configured on this server. Use email and password.',
      );
    }
    const raw = await readJson(c);
    const wantsCode = typeof raw === 'object' && raw !== null && 'code' in raw;
    const body = await parseJsonBody(
      c,
      wantsCode ? googleCodeRequestSchema : googleAccessTokenRequestSchema,
    );
    let identity: Awaited<ReturnType<typeof google.exchangeCode>>;
    try {
      identity =
        'code' in body
          ? await google.exchangeCode({
              code: body.code,
              redirectUri: body.redirect_uri,
              ...(body.code_verifier ? { codeVerifier: body.code_verifier } : {}),
            })
          : await google.identifyAccessToken(body.access_token);
    } catch (error) {
      if (error instanceof GoogleSignInError) {
        deps.logger.warn('google sign-in failed', { reason: error.message });
        throw new HttpError(error.status, error.message);
      }
      throw error;
    }
    // Link by verified email: the provider vouched for it, so it is the same person.
    let user =
      (await users.findByGoogleSubject(identity.subject)) ??
      (await users.findByEmail(identity.email));
    if (user && !user.google_subject) await users.linkGoogle(user.id, identity.subject);
    if (user?.google_subject && user.google_subject !== identity.subject) {
      throw new HttpError(409, 'This email is linked to a different Google account');
    }
    user ??= await users.create({
      email: identity.email,
      name: identity.name,
      passwordHash: null,
      googleSubject: identity.subject,
    });
    if (!user) throw new HttpError(409, 'An account with this email already exists');
    return c.json(await signedIn(user));
  });

  app.get('/me', requireUser(deps.tokens), async (c) => {
    const user = await users.findById(c.get('userId'));
    if (!user) throw new HttpError(401, 'Your account no longer exists. Please sign in again.');
    return c.json(toMeResponse(user));
  });

  app.get('/check-onboarding', requireUser(deps.tokens), async (c) => {
    const user = await users.findById(c.get('userId'));
    if (!user) throw new HttpError(401, 'Your account no longer exists. Please sign in again.');
    return c.json({ redirect_path: nextOnboardingPath(user) });
  });

  return app;
}
