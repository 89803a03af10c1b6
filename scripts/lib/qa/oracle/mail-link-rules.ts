import { routeById } from '@machines/routes/route-table';
import { signInMessages } from '@machines/shared/sign-in-messages';
import { linkPages } from '../actions/mail-link-actions';
import { linkReasons } from '../mail-server-model';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { show } from './routing';
import { openPage } from './session-rules';

/**
 * The pages links in mail open (docs/api.md, "Account recovery, the verified email"; issue 25)
 * and "Send again" under "Confirm your email": what the patient should see, from the API's
 * answers and the pages' words. The machines are never asked.
 */

/** The pages' own words the paths check (src/features/auth/recovery-texts.ts, as read on screen). */
const linkTexts = {
  resetLead: 'Choose a new password',
  refusedTitle: 'This link cannot be used',
  notChanged: 'Your password was not changed',
  confirmingTitle: 'Confirming your email',
  confirmFailedTitle: 'This link did not work',
  unreachableTitle: 'We could not reach herd Health',
  unreachableHint:
    'Check your internet connection, then choose "Try again". Your email address is not confirmed yet.',
  incomplete:
    'This link is incomplete. Open the link from the email again, or copy the whole address into your browser.',
  somethingWentWrong: 'Something went wrong on our side. Please try again.',
  /** The start of the server's words after "Send again" (the address and the hours follow). */
  resent: 'We have sent a new confirmation link to',
  weakPassword: 'This password is too easy to guess.',
} as const;

const withLink = (e: Expected, link: Screen['link'], linkFailure: string | null): Expected => ({
  ...e,
  screen: { ...e.screen, link, linkFailure },
});

/** A page load of a link from a mail: its page opens whoever is signed in (or nobody). */
export function openLink(e: Expected, mail: 'reset' | 'confirm', world: World): Outcome {
  const page = linkPages[mail];
  const fresh = openPage(e, routeById(page).path, world).after;
  const opened = show({ ...fresh, signedIn: false, requested: null }, page);
  if (mail === 'reset') return { after: withLink(opened, 'editing', null), shown: null };
  return confirm(opened, world);
}

/** The address of a link typed without its token (cut short): the page says the link is incomplete. */
export function openCutShort(e: Expected): Expected {
  return withLink(e, e.page === 'resetPassword' ? 'refused' : 'failed', linkTexts.incomplete);
}

/** The address is confirmed at once: then the session is checked and the app goes on. */
function confirm(e: Expected, world: World): Outcome {
  const reachable = world.network !== 'down' && !world.cutOff.includes('verifyEmail');
  // The page's title says it all; the machine keeps no reason for a request that never arrived.
  if (!reachable) return { after: withLink(e, 'unreachable', null), shown: null };
  if (world.links.confirm !== 'fresh' || !world.account) {
    return { after: withLink(e, 'failed', linkReasons.confirmLinkRefused), shown: null };
  }
  const confirmed: World = {
    ...world,
    account: { ...world.account, emailVerified: true },
    links: { ...world.links, confirm: 'used' },
  };
  // A visitor is asked to sign in; a signed-in patient goes on (the sign-in page is asked for).
  const after = openPage({ ...e, requested: null }, routeById('auth').path, confirmed).after;
  return { after: { ...after, reminder: 'idle' }, shown: signInMessages.emailConfirmed };
}

/** "Try again" on "We could not reach herd Health". */
export function retryConfirm(e: Expected, event: QaEvent, world: World): Outcome {
  const now =
    event.network === 'back'
      ? { ...world, cutOff: world.cutOff.filter((src) => src !== 'verifyEmail') }
      : world;
  return confirm(e, now);
}

/** "Set new password": the two fields, then the server's answer. */
export function setPassword(e: Expected, event: QaEvent, world: World): Outcome {
  if (event.passwords === 'differ') {
    return { after: e, shown: signInMessages.passwordsMismatch };
  }
  if (event.server === 'fails') {
    return { after: withLink(e, 'editing', linkTexts.somethingWentWrong), shown: null };
  }
  if (world.links.reset !== 'fresh' || !world.account) {
    return { after: withLink(e, 'refused', linkReasons.resetLinkRefused), shown: null };
  }
  if (event.passwords === 'weak') {
    return { after: withLink(e, 'editing', linkTexts.weakPassword), shown: null };
  }
  // Every session ends and nobody is signed in: the sign-in page says so.
  const after = show(
    { ...e, signedIn: false, tokenStored: false, requested: null, authTab: 'login' },
    'auth',
  );
  return { after, shown: signInMessages.passwordReset };
}

/** "Send again" under "Confirm your email": the server's words, or why it failed. */
export function resend(e: Expected, event: QaEvent): Outcome {
  return { after: { ...e, reminder: event.server === 'fails' ? 'failed' : 'sent' }, shown: null };
}

/** What these pages say beside their heading. */
export function linkSays(e: Expected): string[] {
  const { link, linkFailure } = e.screen;
  const says: string[] = [];
  if (e.page === 'resetPassword' && link === 'refused') says.push(linkTexts.refusedTitle);
  if (e.page === 'resetPassword' && link === 'editing' && linkFailure) {
    says.push(linkTexts.notChanged);
  }
  if (e.page === 'confirmEmail' && link === 'unreachable') {
    says.push(linkTexts.unreachableTitle, linkTexts.unreachableHint);
  }
  if ((e.page === 'resetPassword' || e.page === 'confirmEmail') && linkFailure) {
    says.push(linkFailure);
  }
  const reminderShown = e.page === 'dashboardHome' || e.page === 'dashboardSettings';
  if (reminderShown && e.reminder === 'sent') says.push(linkTexts.resent);
  if (reminderShown && e.reminder === 'failed') says.push(linkTexts.somethingWentWrong);
  return says;
}

/** The heading of a link's page: the confirmation page's says how it went. */
export function linkHeading(e: Expected): string | null {
  if (e.page === 'resetPassword') return linkTexts.resetLead;
  if (e.page !== 'confirmEmail') return null;
  return e.screen.link === 'failed' ? linkTexts.confirmFailedTitle : linkTexts.confirmingTitle;
}

/** The page's primary button. */
export function linkButton(e: Expected): { name: string; enabled: boolean } | null {
  if (e.page === 'resetPassword' && e.screen.link === 'editing') {
    return { name: 'Set new password', enabled: true };
  }
  if (e.page === 'confirmEmail' && e.screen.link === 'unreachable') {
    return { name: 'Try again', enabled: true };
  }
  return null;
}
