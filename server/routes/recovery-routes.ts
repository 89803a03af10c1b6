import { Hono, type MiddlewareHandler } from 'hono';
import {
  type AcceptedResponse,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../contract/account.ts';
import { CONFIRM_LINK_HOURS } from '../../contract/account-links.ts';
import { slimMessage } from '../../contract/issue-message.ts';
import { english } from '../../i18n/english.ts';
import { defineMessages, type Message, withValues } from '../../i18n/message.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { passwordProblem } from '../auth/password-strength.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clientAddress, trustedProxyList } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { rateLimit, tooManyRequests } from '../http/rate-limit.ts';
import { asked } from '../http/request-language.ts';
import { requireUser } from '../http/require-user.ts';

const recoveryErrors = defineMessages({
  resetLinkRefused: {
    id: 'error.recovery.resetLinkRefused',
    defaultMessage:
      'This link to reset your password has expired or was already used. Ask for a new one with "Forgot password?" on the sign-in page.',
  },
  confirmLinkRefused: {
    id: 'error.recovery.confirmLinkRefused',
    defaultMessage:
      'This confirmation link has expired or was already used. Sign in and choose "Send again" to get a new one.',
  },
  tooManyResets: {
    id: 'error.recovery.tooManyResets',
    defaultMessage:
      'Too many requests to reset a password from this network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  tooManyLinks: {
    id: 'error.recovery.tooManyLinks',
    defaultMessage:
      'We have sent several links already. Please wait {minutes, plural, one {# minute} other {# minutes}} before asking for another.',
  },
});
const RESET_LINK_REFUSED = recoveryErrors.resetLinkRefused;
const CONFIRM_LINK_REFUSED = recoveryErrors.confirmLinkRefused;

const resendAnswers = defineMessages({
  alreadyConfirmed: {
    id: 'email.resend.alreadyConfirmed',
    defaultMessage: 'Your email address is already confirmed.',
  },
  sent: {
    id: 'email.resend.sent',
    defaultMessage:
      'We have sent a new confirmation link to {email}. It works for {hours, plural, one {# hour} other {# hours}}.',
  },
});

/** A 202 answer in English (`detail`) and as a catalogue message the app words itself. */
function accepted(message: Message): AcceptedResponse {
  const slim = slimMessage(message);
  return {
    detail: english(message),
    message_id: slim.id,
    ...(slim.values ? { message_values: slim.values as Record<string, string | number> } : {}),
  };
}

/**
 * Account recovery and the verified email (OWASP's Forgot Password Cheat Sheet):
 * - `POST /password/forgot` answers the same (202, same words) for every address and does the
 *   same work for each: two counters and one queued job; whether an account has the address is
 *   looked up only when the mail is sent.
 * - `POST /password/reset` uses the token once, sets the password, ends every session of the
 *   account and signs nobody in.
 * - `POST /email/verify` confirms the address; `POST /email/verify/resend` mails a new link.
 */
export function recoveryRoutes(
  deps: AppDeps,
  services: AppServices,
  perAddress: MiddlewareHandler<AppEnv>,
) {
  const { users, sessions, limiter, tokens, mail, activity, authenticate } = services;
  const { rateLimit: limits } = deps.config;
  const app = new Hono<AppEnv>();
  const proxies = deps.config.trustedProxies.length
    ? trustedProxyList(deps.config.trustedProxies)
    : null;
  const window = limits.mailWindowMs;
  const forgotPerAddress = rateLimit<AppEnv>(
    limiter,
    { name: 'reset-address', max: limits.resetAddressMax, windowMs: window },
    (c) => clientAddress(c, proxies),
    (seconds) => withValues(recoveryErrors.tooManyResets, { minutes: Math.ceil(seconds / 60) }),
  );
  const resetMails = { name: 'reset-email', max: limits.resetEmailMax, windowMs: window };
  const resends = { name: 'verify-resend', max: limits.verifyResendMax, windowMs: window };

  app.post('/password/forgot', forgotPerAddress, async (c) => {
    const { email } = await parseJsonBody(c, forgotPasswordRequestSchema);
    const address = email.toLowerCase();
    // Past the limit the answer stays the same and no mail goes: nobody can flood an inbox.
    const sent = await limiter.hit(resetMails, address);
    if (sent.hits <= resetMails.max) await mail.requestPasswordReset(address, asked(c));
    return c.json({ detail: FORGOT_PASSWORD_ANSWER } satisfies AcceptedResponse, 202);
  });

  app.post('/password/reset', perAddress, async (c) => {
    const body = await parseJsonBody(c, resetPasswordRequestSchema);
    const token = await tokens.find(body.token, 'password_reset');
    const user = token ? await users.findById(token.userId) : null;
    if (!token || !user || user.email !== token.email) throw new HttpError(400, RESET_LINK_REFUSED);
    const problem = passwordProblem(body.new_password, user);
    if (problem) throw new HttpError(422, problem, {}, 'new_password');
    const passwordHash = await hashPassword(body.new_password);
    const done = await deps.db.transaction(async (tx) => {
      if (!(await tokens.use(tx, token.id))) return false;
      await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
        user.id,
        passwordHash,
      ]);
      await tokens.voidAll(tx, user.id, 'password_reset');
      // Every session ends, this browser's included: the link alone signs nobody in.
      await tx.query('delete from sessions where user_id = $1', [user.id]);
      await activity.recordWithin(tx, c, user.id, 'password_reset');
      await mail.sendNotice('password-reset', user, asked(c), tx);
      return true;
    });
    if (!done) throw new HttpError(400, RESET_LINK_REFUSED);
    users.forget(user.id);
    sessions.forgetUser(user.id);
    mail.notify();
    deps.logger.info('password reset', { userId: user.id });
    return c.body(null, 204);
  });

  app.post('/email/verify', perAddress, async (c) => {
    const body = await parseJsonBody(c, verifyEmailRequestSchema);
    const token = await tokens.find(body.token, 'email_verification');
    const user = token ? await users.findById(token.userId) : null;
    if (!token || !user || user.email !== token.email) {
      throw new HttpError(400, CONFIRM_LINK_REFUSED);
    }
    const done = await deps.db.transaction(async (tx) => {
      if (!(await tokens.use(tx, token.id))) return false;
      await tx.query(
        'update users set email_verified_at = now(), updated_at = now() where id = $1',
        [user.id],
      );
      await activity.recordWithin(tx, c, user.id, 'email_confirmed');
      await mail.sendNotice('email-confirmed', user, asked(c), tx);
      return true;
    });
    if (!done) throw new HttpError(400, CONFIRM_LINK_REFUSED);
    users.forget(user.id);
    mail.notify();
    return c.body(null, 204);
  });

  app.post('/email/verify/resend', requireUser(deps.tokens, authenticate), async (c) => {
    const user = c.get('user');
    if (user.email_verified_at || user.google_subject) {
      return c.json(accepted(resendAnswers.alreadyConfirmed), 202);
    }
    const state = await limiter.hit(resends, user.id);
    if (state.hits > resends.max) {
      throw tooManyRequests(
        state.retryAfterSeconds,
        withValues(recoveryErrors.tooManyLinks, {
          minutes: Math.ceil(state.retryAfterSeconds / 60),
        }),
      );
    }
    await mail.sendConfirmation(user.id, asked(c));
    return c.json(
      accepted(withValues(resendAnswers.sent, { email: user.email, hours: CONFIRM_LINK_HOURS })),
      202,
    );
  });

  return app;
}
