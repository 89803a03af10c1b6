import type { Message } from '@i18n/message';
import type { Answer, Outcome } from './server-model';
import type { Account, World } from './world';

/**
 * The server's answers to the requests of the links in mail (docs/api.md, "Account recovery,
 * the verified email"): choosing a new password, confirming the address, and "Send again". Like
 * `server-model.ts`, written from the API's contract, never from the machines.
 */

/** The server's reasons on these pages (server/routes/recovery-routes.ts, docs/api.md). */
export const linkReasons = {
  resetLinkRefused:
    'This link to reset your password has expired or was already used. Ask for a new one with "Forgot password?" on the sign-in page.',
  confirmLinkRefused:
    'This confirmation link has expired or was already used. Sign in and choose "Send again" to get a new one.',
  /** server/auth/password-strength.ts, for the password the paths choose as too easy. */
  weakPassword:
    'This password is too easy to guess. This is a very common password. Use a longer password, for example three or four unrelated words.',
} as const;

/** The password the paths type as too easy to guess (refused by the rules of registration). */
export const weakPassword = 'password123';

/** `POST /auth/email/verify/resend`'s 202 answer (its words for the app to show). */
const resendSent: Message = {
  id: 'email.resend.sent',
  defaultMessage:
    'We have sent a new confirmation link to {email}. It works for {hours, plural, one {# hour} other {# hours}}.',
  values: { email: 'patient@example.test', hours: 24 },
};

const done = (world: World, output: unknown = undefined): Outcome => ({
  answer: { kind: 'done', output },
  world,
});

const failed = (world: World, status: number | null, detail: string | null, field?: string) => ({
  answer: {
    kind: 'error',
    error: { status, detail, field, message: detail ?? 'We could not reach herd Health.' },
  } satisfies Answer,
  world,
});

/** Sent at all: the browser is online and the request is not cut off; a fault the path asked for. */
function reaching(world: World, src: string, run: () => Outcome): Outcome {
  if (world.network === 'down' || world.cutOff.includes(src)) return failed(world, null, null);
  if (world.failsNext.includes(src)) {
    const failsNext = world.failsNext.filter((candidate) => candidate !== src);
    return failed({ ...world, failsNext }, 500, null);
  }
  return run();
}

/** `POST /auth/password/reset`: 204 and every session ends; 400 for a used link; 422 a weak password. */
function setNewPassword(world: World, input: { password?: string }): Outcome {
  return reaching(world, 'setNewPassword', () => {
    if (world.links.reset !== 'fresh' || !world.account) {
      return failed(world, 400, linkReasons.resetLinkRefused);
    }
    if (input.password === weakPassword) {
      return failed(world, 422, linkReasons.weakPassword, 'new_password');
    }
    const account: Account = { ...world.account, password: input.password ?? '' };
    const links = { ...world.links, reset: 'used' as const };
    // Every session of the account ends: a token the browser still holds is refused from now.
    const token = world.token === 'valid' ? 'rejected' : world.token;
    return done({ ...world, account, links, token });
  });
}

/** `POST /auth/email/verify`: 204 and the address is confirmed; 400 for a used link. */
function verifyEmail(world: World): Outcome {
  return reaching(world, 'verifyEmail', () => {
    if (world.links.confirm !== 'fresh' || !world.account) {
      return failed(world, 400, linkReasons.confirmLinkRefused);
    }
    const account: Account = { ...world.account, emailVerified: true };
    return done({ ...world, account, links: { ...world.links, confirm: 'used' } });
  });
}

/** `POST /auth/email/verify/resend` (bearer): a new link, the older one stops working. */
function resendConfirmation(world: World): Outcome {
  return reaching(world, 'resendConfirmation', () => {
    if (world.token !== 'valid' || !world.account) {
      return failed(world, 401, 'Your session has ended. Please sign in again.');
    }
    return done({ ...world, links: { ...world.links, confirm: 'fresh' } }, resendSent);
  });
}

/** The answer to a request of these pages, or null for another request. */
export function answerMailRequest(src: string, input: unknown, world: World): Outcome | null {
  switch (src) {
    case 'setNewPassword':
      return setNewPassword(world, (input ?? {}) as { password?: string });
    case 'verifyEmail':
      return verifyEmail(world);
    case 'resendConfirmation':
      return resendConfirmation(world);
    default:
      return null;
  }
}
