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
import { asked } from '../http/request-language.ts';
import { requireUser } from '../http/require-user.ts';
import { canonicalEmail } from '../users/canonical-email.ts';
import { nextOnboardingPath } from '../users/onboarding-progress.ts';
import { toMeResponse } from '../users/user-row.ts';
import { authErrors } from './auth-errors.ts';
import { googleRoutes } from './google-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';

const lockedOut = (seconds: number) =>
  withValues(authErrors.lockedOut, { minutes: Math.ceil(seconds / 60) });

export function authRoutes(deps: AppDeps, services: AppServices) {
  const { users, sessions, limiter, authenticate, activity, mail, tokens } = services;
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

  /**
   * Counts a failed password for the account (by its canonical email, so letter case makes no
   * second count); refuses once the account's window is used up. The attempt is counted before
   * the password is checked, in one statement, so requests arriving together cannot all pass a
   * count read before any of them was added: at most `max` passwords are ever checked per window.
   * A right password gives its count back.
   */
  async function checkPassword(email: string, hash: string | null, password: string) {
    const account = canonicalEmail(email);
    const attempt = await limiter.hit(failures, account);
    if (attempt.hits > failures.max) {
      throw tooManyRequests(attempt.retryAfterSeconds, lockedOut(attempt.retryAfterSeconds));
    }
    const valid = hash ? await verifyPassword(hash, password) : await verifyAgainstDummy(password);
    if (valid) await limiter.giveBack(failures, account);
    return valid;
  }

  app.post('/register', perAddress, async (c) => {
    const body = await parseJsonBody(c, registerRequestSchema);
    const problem = passwordProblem(body.password, body);
    if (problem) throw new HttpError(422, problem, {}, 'password');
    const user = await users.create({
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(body.password),
    });
    if (!user) throw new HttpError(409, authErrors.emailTaken, {}, 'email');
    deps.logger.info('user registered', { userId: user.id });
    const session = await signedIn(user);
    await activity.record(c, user.id, 'sign_in');
    // The account exists either way; a confirmation that could not be queued is sent again
    // from the dashboard ("Send again").
    await mail.sendConfirmation(user.id, asked(c)).catch((error: Error) => {
      deps.logger.warn('confirmation mail not queued', { userId: user.id, error: error.name });
    });
    return c.json(session, 201);
  });

  app.post('/login', perAddress, async (c) => {
    const body = await parseJsonBody(c, loginRequestSchema);
    const user = await users.findByEmail(body.email);
    const valid = await checkPassword(body.email, user?.password_hash ?? null, body.password);
    if (user) await activity.record(c, user.id, valid ? 'sign_in' : 'sign_in_failed');
    if (!user || !valid) throw new HttpError(401, authErrors.badCredentials);
    return c.json(await signedIn(user));
  });

  app.route('/google', googleRoutes(deps, services, perAddress));
  app.route('/', recoveryRoutes(deps, services, perAddress));

  app.post('/logout', authenticated, async (c) => {
    await sessions.revoke(c.get('sessionId'));
    await activity.record(c, c.get('userId'), 'sign_out');
    return c.body(null, 204);
  });

  app.post('/password', authenticated, async (c) => {
    const body = await parseJsonBody(c, changePasswordRequestSchema);
    const user = c.get('user');
    if (!user.password_hash) {
      throw new HttpError(409, authErrors.googleOnly);
    }
    if (!(await checkPassword(user.email, user.password_hash, body.current_password))) {
      throw new HttpError(403, authErrors.wrongCurrentPassword, {}, 'current_password');
    }
    const problem = passwordProblem(body.new_password, user);
    if (problem) throw new HttpError(422, problem, {}, 'new_password');
    await users.updatePasswordHash(user.id, await hashPassword(body.new_password));
    // Every other token dies; the one used here stays signed in. A reset link sent before
    // is for the old password: it stops working too.
    await sessions.revokeAllOf(user.id, c.get('sessionId'));
    await tokens.voidAll(deps.db, user.id, 'password_reset');
    await activity.record(c, user.id, 'password_changed');
    await mail.sendNotice('password-changed', user, asked(c));
    deps.logger.info('password changed', { userId: user.id });
    return c.body(null, 204);
  });

  app.get('/me', authenticated, (c) => c.json(toMeResponse(c.get('user'))));

  app.get('/check-onboarding', authenticated, (c) =>
    c.json({ redirect_path: nextOnboardingPath(c.get('user')) }),
  );

  return app;
}
