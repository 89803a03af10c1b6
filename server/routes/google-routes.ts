import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { googleAccessTokenRequestSchema, googleCodeRequestSchema } from '../../contract/auth.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import {
  type ExternalIdentity,
  type GoogleProvider,
  GoogleSignInError,
} from '../auth/google-provider.ts';
import { signIn } from '../auth/sign-in.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody, readJson } from '../http/parse-json-body.ts';
import { requireUser } from '../http/require-user.ts';
import { canonicalEmail } from '../users/canonical-email.ts';

const PASSWORD_ACCOUNT_EXISTS =
  'An account with this email already exists. Sign in with your email and password, then link Google from Settings.';

/** Verifies the code or access token in the body with the provider: a verified identity. */
async function identify(
  c: Context<AppEnv>,
  google: GoogleProvider,
  deps: AppDeps,
): Promise<ExternalIdentity> {
  const raw = await readJson(c);
  const wantsCode = typeof raw === 'object' && raw !== null && 'code' in raw;
  const body = await parseJsonBody(
    c,
    wantsCode ? googleCodeRequestSchema : googleAccessTokenRequestSchema,
  );
  try {
    return 'code' in body
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
}

/**
 * `POST /auth/google` signs in or creates a Google account; it never links a Google identity
 * to an existing password account, whose email nobody has proven (see docs/decisions.md:
 * account pre-hijacking). `POST /auth/google/link` does that linking for a patient signed in
 * with their password, when Google vouches for the same email.
 */
export function googleRoutes(
  deps: AppDeps,
  { users, sessions, authenticate, activity }: AppServices,
  perAddress: MiddlewareHandler<AppEnv>,
) {
  const app = new Hono<AppEnv>();
  const configured = (): GoogleProvider => {
    if (deps.google) return deps.google;
    throw new HttpError(
      503,
      'Google sign-in is not configured on this server. Use email and password.',
    );
  };

  app.post('/', perAddress, async (c) => {
    const identity = await identify(c, configured(), deps);
    const linked = await users.findByGoogleSubject(identity.subject);
    if (linked) {
      await activity.record(c, linked.id, 'sign_in');
      return c.json(await signIn(deps.tokens, sessions, linked));
    }
    const sameEmail = await users.findByEmail(identity.email);
    if (sameEmail?.google_subject) {
      throw new HttpError(409, 'This email is linked to a different Google account');
    }
    if (sameEmail) throw new HttpError(409, PASSWORD_ACCOUNT_EXISTS);
    const created = await users.create({
      email: identity.email,
      name: identity.name,
      passwordHash: null,
      googleSubject: identity.subject,
    });
    if (!created) throw new HttpError(409, 'An account with this email already exists');
    await activity.record(c, created.id, 'sign_in');
    return c.json(await signIn(deps.tokens, sessions, created));
  });

  app.post('/link', perAddress, requireUser(deps.tokens, authenticate), async (c) => {
    const identity = await identify(c, configured(), deps);
    const user = c.get('user');
    if (user.google_subject === identity.subject) return c.body(null, 204);
    if (user.google_subject) {
      throw new HttpError(409, 'Your account is already linked to a different Google account');
    }
    if (identity.email !== canonicalEmail(user.email)) {
      throw new HttpError(409, 'Link the Google account that has the same email as this account');
    }
    if (await users.findByGoogleSubject(identity.subject)) {
      throw new HttpError(409, 'This Google account is linked to another account');
    }
    await users.linkGoogle(user.id, identity.subject);
    await activity.record(c, user.id, 'google_linked');
    return c.body(null, 204);
  });

  return app;
}
