import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { googleAccessTokenRequestSchema, googleCodeRequestSchema } from '../../contract/auth.ts';
import { defineMessages } from '../../i18n/message.ts';
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
import { authErrors } from './auth-errors.ts';

const googleErrors = defineMessages({
  passwordAccountExists: {
    id: 'error.google.passwordAccountExists',
    defaultMessage:
      'An account with this email already exists. Sign in with your email and password, then link Google from Settings.',
  },
  notConfigured: {
    id: 'error.google.notConfigured',
    defaultMessage: 'Google sign-in is not configured on this server. Use email and password.',
  },
  emailLinkedElsewhere: {
    id: 'error.google.emailLinkedElsewhere',
    defaultMessage: 'This email is linked to a different Google account',
  },
  accountLinkedElsewhere: {
    id: 'error.google.accountLinkedElsewhere',
    defaultMessage: 'Your account is already linked to a different Google account',
  },
  otherEmail: {
    id: 'error.google.otherEmail',
    defaultMessage: 'Link the Google account that has the same email as this account',
  },
  googleLinkedElsewhere: {
    id: 'error.google.googleLinkedElsewhere',
    defaultMessage: 'This Google account is linked to another account',
  },
});

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
      throw new HttpError(error.status, error.reason);
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
    throw new HttpError(503, googleErrors.notConfigured);
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
      throw new HttpError(409, googleErrors.emailLinkedElsewhere);
    }
    if (sameEmail) throw new HttpError(409, googleErrors.passwordAccountExists);
    const created = await users.create({
      email: identity.email,
      name: identity.name,
      passwordHash: null,
      googleSubject: identity.subject,
    });
    if (!created) throw new HttpError(409, authErrors.emailTaken);
    await activity.record(c, created.id, 'sign_in');
    return c.json(await signIn(deps.tokens, sessions, created));
  });

  app.post('/link', perAddress, requireUser(deps.tokens, authenticate), async (c) => {
    const identity = await identify(c, configured(), deps);
    const user = c.get('user');
    if (user.google_subject === identity.subject) return c.body(null, 204);
    if (user.google_subject) {
      throw new HttpError(409, googleErrors.accountLinkedElsewhere);
    }
    if (identity.email !== canonicalEmail(user.email)) {
      throw new HttpError(409, googleErrors.otherEmail);
    }
    if (await users.findByGoogleSubject(identity.subject)) {
      throw new HttpError(409, googleErrors.googleLinkedElsewhere);
    }
    await users.linkGoogle(user.id, identity.subject);
    await activity.record(c, user.id, 'google_linked');
    return c.body(null, 204);
  });

  return app;
}
