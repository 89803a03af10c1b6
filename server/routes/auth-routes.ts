import { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../contract/auth.ts';
import { withValues } from '../../i18n/message.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { passwordProblem } from '../auth/password-strength.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { signIn } from '../auth/sign-in.ts';
import { clientAddress, trustedProxyList } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { type LimitRule, rateLimit, tooManyRequests } from '../http/rate-limit.ts';
import { requireUser } from '../http/require-user.ts';
import { nextOnboardingPath } from '../users/onboarding-progress.ts';
import { toMeResponse } from '../users/user-row.ts';
import { authErrors } from './auth-errors.ts';
import { googleRoutes } from './google-routes.ts';

const lockedOut = (seconds: number) =>
  withValues(authErrors.lockedOut, { minutes: Math.ceil(seconds / 60) });

export function authRoutes(deps: AppDeps, services: AppServices) {
  const { users, sessions, limiter, authenticate } = services;
  const app = new Hono<AppEnv>();
  const { rateLimit: limits } = deps.config;
  const proxies = deps.config.trustedProxies.length
    ? trustedProxyList(deps.config.trustedProxies)
    : null;
  const perAddress = rateLimit<AppEnv>(
    limiter,
    { name: 'auth', max: limits.authMax, windowMs: limits.authWindowMs },
    (c) => clientAddress(c, proxies),
  );
  const failures: LimitRule = {
    name: 'login-failures',
    max: limits.loginFailuresMax,
    windowMs: limits.loginFailuresWindowMs,
  };
  const signedIn = (user: Parameters<typeof signIn>[2]) => signIn(deps.tokens, sessions, user);
  const authenticated = requireUser(deps.tokens, authenticate);

  /** Counts a failed password for the account; refuses once the account's window is used up. */
  async function checkPassword(email: string, hash: string | null, password: string) {
    const before = await limiter.peek(failures, email);
    if (before.hits >= failures.max) {
      throw tooManyRequests(before.retryAfterSeconds, lockedOut(before.retryAfterSeconds));
    }
    const valid = hash ? await verifyPassword(hash, password) : await verifyAgainstDummy(password);
    if (!valid) await limiter.hit(failures, email);
    return valid;
  }

  app.post('/register', perAddress, async (c) => {
    const body = await parseJsonBody(c, registerRequestSchema);
    const problem = passwordProblem(body.password, body);
    if (problem) throw new HttpError(422, problem);
    const user = await users.create({
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(body.password),
    });
    if (!user) throw new HttpError(409, authErrors.emailTaken);
    deps.logger.info('user registered', { userId: user.id });
    return c.json(await signedIn(user), 201);
  });

  app.post('/login', perAddress, async (c) => {
    const body = await parseJsonBody(c, loginRequestSchema);
    const user = await users.findByEmail(body.email);
    const valid = await checkPassword(body.email, user?.password_hash ?? null, body.password);
    if (!user || !valid) throw new HttpError(401, authErrors.badCredentials);
    return c.json(await signedIn(user));
  });

  app.route('/google', googleRoutes(deps, services, perAddress));

  app.post('/logout', authenticated, async (c) => {
    await sessions.revoke(c.get('sessionId'));
    return c.body(null, 204);
  });

  app.post('/password', authenticated, async (c) => {
    const body = await parseJsonBody(c, changePasswordRequestSchema);
    const user = c.get('user');
    if (!user.password_hash) {
      throw new HttpError(409, authErrors.googleOnly);
    }
    if (!(await checkPassword(user.email, user.password_hash, body.current_password))) {
      throw new HttpError(403, authErrors.wrongCurrentPassword);
    }
    const problem = passwordProblem(body.new_password, user);
    if (problem) throw new HttpError(422, problem);
    await users.updatePasswordHash(user.id, await hashPassword(body.new_password));
    // Every other token dies; the one used here stays signed in.
    await sessions.revokeAllOf(user.id, c.get('sessionId'));
    deps.logger.info('password changed', { userId: user.id });
    return c.body(null, 204);
  });

  app.get('/me', authenticated, (c) => c.json(toMeResponse(c.get('user'))));

  app.get('/check-onboarding', authenticated, (c) =>
    c.json({ redirect_path: nextOnboardingPath(c.get('user')) }),
  );

  return app;
}
