import { registrationWords } from '@contract/registration';
import { english } from '@i18n/english';
import { isAliasPath, routeById } from '@machines/routes/route-table';
import {
  authFailedToast,
  googleProviderErrorToast,
  inlineTexts,
  messages,
  noCodeToast,
} from '@machines/shared/messages';
import { requestFailures } from '@machines/shared/request-failure';
import type { QaEvent } from '../qa-types';
import { isAppScreen, type PageId } from '../view';
import { emptyStored, type World } from '../world';
import { type Expected, freshScreen, type Outcome } from './expected';
import { openCutShort } from './mail-link-rules';
import {
  areaOfPage,
  enterSignedIn,
  enterSignedOut,
  isStep,
  mayOpenStep,
  pageOfAddress,
  show,
} from './routing';
import { googleTexts, serverReasons } from './screen-texts';

/**
 * Expected outcomes of page loads, navigation and signing in or out (spec sections 2, 4, 8 and
 * docs/deviations.md), from the world the step starts in.
 */

const unchanged = (e: Expected): Outcome => ({ after: e, shown: null });

const newAccount = () => ({
  kind: 'password' as const,
  stored: emptyStored(),
  latestReportId: null,
});

/** /auth with Google's answer in the query string (spec: the Google callback screen). */
function googleCallback(e: Expected, url: string, world: World): Outcome {
  const params = new URL(url, 'http://app.test').searchParams;
  const failed = (toast: Outcome['shown'], text: string): Outcome => {
    const shown = show(e, 'googleCallback');
    return {
      after: { ...shown, signedIn: false, screen: { ...shown.screen, callbackError: text } },
      shown: toast,
    };
  };
  const error = params.get('error');
  if (error) return failed(googleProviderErrorToast(error), `Authentication error: ${error}`);
  const code = params.get('code');
  if (!code) return failed(noCodeToast, english(inlineTexts.noCodeReceived));
  // The exchange succeeds only for a code the provider issued to the sign-in this tab started.
  if (params.get('state') !== 'pending-state') {
    return failed(messages.googleCodeFailed, googleTexts.staleSignIn);
  }
  if (code !== 'issued-code') return failed(messages.googleCodeFailed, googleTexts.codeRefused);
  const account = world.account ?? { ...newAccount(), kind: 'google' as const };
  return signedIn(e, { ...world, account }, messages.googleSucceeded);
}

/** A full page load: the stored token decides (spec section 4). */
export function openPage(e: Expected, url: string, world: World): Outcome {
  const fresh: Expected = {
    ...e,
    path: url,
    toast: null,
    uploading: false,
    requested: null,
    authTab: 'login',
    screen: freshScreen,
    behindSettings: null,
    reminder: 'idle',
  };
  if (new URL(url, 'http://app.test').search && url.startsWith('/auth')) {
    return googleCallback(fresh, url, world);
  }
  const opened = pageOfAddress(url);
  // Terms, Privacy and a link's page open at once, before (and without) the session check.
  if (areaOfPage(opened) === 'policy') return unchanged(enterSignedOut(fresh, url));
  if (areaOfPage(opened) === 'emailLink')
    return unchanged(openCutShort(enterSignedOut(fresh, url)));
  if (world.token === 'none' || world.token === 'rejected' || !world.account) {
    // Spec section 4: a token the server rejects is removed.
    return unchanged({ ...enterSignedOut(fresh, url), tokenStored: false });
  }
  const requested = withRequest(fresh, url);
  if (world.network !== 'up') return unchanged({ ...requested, page: 'serverUnreachable' });
  // A slow session check: the frame of the address shows until the server answers.
  if (world.held.includes(sessionCheck))
    return unchanged({ ...requested, page: 'checkingSession' });
  const after = enterSignedIn(requested, world.account);
  // Step 1 opened at its alias keeps that address.
  const alias = isAliasPath(url) && after.page === pageOfAddress(url);
  return unchanged(alias && after.page ? show(after, after.page, true) : after);
}

function withRequest(e: Expected, url: string): Expected {
  const target = enterSignedOut(e, url).requested;
  return { ...e, requested: target };
}

/** The request that checks the stored session (GET /auth/me). */
export const sessionCheck = 'fetchCurrentUser';

/**
 * A reload: a page load like any other, except that a session check still in flight is dropped
 * by the browser, so the new page's check is answered as usual (world.ts, `held`).
 */
export function reloadPage(e: Expected, url: string, world: World): Outcome {
  return openPage(e, url, e.page === 'checkingSession' ? answeringSessionChecks(world) : world);
}

/**
 * The server answers the slow session check: the page load goes on where it waited; after a
 * sign-in, the profile opens the app, unless the session ended meanwhile (spec section 4).
 */
export function sessionAnswered(e: Expected, world: World): Outcome {
  const answering = answeringSessionChecks(world);
  if (e.page !== 'loadingProfile') return openPage(e, e.path, answering);
  // Refused: the patient stays signed out where they signed in (or where Back took them).
  if (answering.token !== 'valid' || !answering.account) {
    return unchanged({ ...enterSignedOut(e, e.path), tokenStored: false });
  }
  return unchanged(enterSignedIn(e, answering.account));
}

const answeringSessionChecks = (world: World): World => ({
  ...world,
  held: world.held.filter((src) => src !== sessionCheck),
});

/** The address changes inside the app (a link, Back/Forward). */
export function followLink(e: Expected, url: string, world: World): Outcome {
  const target = enterSignedOut(e, url);
  const page = target.requested ?? target.page;
  const leaving = areaOfPage(e.page);
  // Terms and Privacy open from anywhere; from them, or a link's page, any other address checks
  // the session again, as a page load would.
  if (areaOfPage(page) === 'policy' && e.page !== null) return unchanged(show(e, page as PageId));
  if (leaving === 'policy' || leaving === 'emailLink') {
    const after = openPage(e, url, world).after;
    // A link changes the address once its page opens: while the session is checked, or the
    // server cannot be reached, the address of the page left stays.
    return unchanged(isAppScreen(after.page) ? { ...after, path: e.path } : after);
  }
  // Without a page the address stays where the browser put it; the page opens once possible.
  if (e.page === null || isAppScreen(e.page)) {
    return unchanged({ ...e, path: url, requested: page });
  }
  // Signed out: a member page is remembered until sign-in, also through a visit of /auth.
  if (!e.signedIn) return unchanged({ ...target, requested: target.requested ?? e.requested });
  if (page === null) return unchanged(e);
  // The page shown stays as it is; only step 1's address follows its alias (the app's rule).
  if (page === e.page) {
    return unchanged(routeById(page).aliases.length > 0 ? show(e, page, isAliasPath(url)) : e);
  }
  if (isStep(page)) {
    // From the dashboard the wizard opens at that step; inside it, only steps already reached.
    if (areaOfPage(e.page) === 'dashboard' || mayOpenStep(e, page)) return unchanged(show(e, page));
    return unchanged(e);
  }
  // The dashboard only for a patient who finished onboarding (docs/deviations.md); Settings
  // before that too (issue 23 item 7).
  if (areaOfPage(page) === 'dashboard' && e.completed) return unchanged(show(e, page));
  if (page === 'dashboardSettings') return unchanged(show(e, page));
  return unchanged(e);
}

export function signIn(before: Expected, event: QaEvent, world: World): Outcome {
  // Every submission clears the reason of the last refusal; differing passwords send no request.
  const sent = event.type === 'qa.login' || event.passwords === 'same';
  const e: Expected = {
    ...before,
    authTab: event.type === 'qa.login' ? 'login' : 'register',
    // A registration sent or refused in the browser replaces the problems at the fields.
    screen: {
      ...before.screen,
      signInFailure: null,
      fieldProblems: event.type === 'qa.login' ? before.screen.fieldProblems : [],
    },
  };
  // Offline no request reaches the server: "Authentication failed", saying so (not "check your
  // credentials"), in the message and above the form.
  if (world.network === 'down' && sent) {
    const offline = requestFailures.unreachable;
    return {
      after: { ...e, screen: { ...e.screen, signInFailure: english(offline) } },
      shown: authFailedToast(offline),
    };
  }
  if (event.type === 'qa.login') {
    if (event.password !== 'right' || !world.account) {
      return { after: e, shown: authFailedToast(null) };
    }
    return signedIn(e, world, messages.loginSucceeded);
  }
  // A field's problem is shown at that field, not as a message (issue 30, row 5): passwords that
  // differ, an email already registered.
  const at = (problem: string): Outcome =>
    unchanged({ ...e, screen: { ...e.screen, fieldProblems: [problem] } });
  if (event.passwords !== 'same') return at(english(registrationWords.passwordsMismatch));
  if (world.account) return at(serverReasons.emailTaken);
  return signedIn(e, { ...world, account: newAccount() }, messages.registerSucceeded);
}

function signedIn(e: Expected, world: World, toast: Outcome['shown']): Outcome {
  // The profile is slow to come: the sign-in page's address stays, with no page yet.
  if (world.held.includes(sessionCheck)) {
    return {
      after: { ...e, signedIn: true, tokenStored: true, page: 'loadingProfile' },
      shown: toast,
    };
  }
  if (world.network !== 'up') {
    return {
      after: { ...e, signedIn: true, tokenStored: true, page: 'serverUnreachable' },
      shown: toast,
    };
  }
  return { after: enterSignedIn(e, world.account ?? newAccount()), shown: toast };
}

export function google(e: Expected, world: World, address: string): Outcome {
  // Offline the browser cannot leave for Google: the patient is told and stays (spec section 8).
  // Choosing Google sets aside the last sign-in's failure above the form.
  if (world.network === 'down') {
    return {
      after: { ...e, screen: { ...e.screen, signInFailure: null } },
      shown: messages.googleCodeFailed,
    };
  }
  // Google's return is a new page load: the page asked for in this tab is forgotten.
  return openPage(e, address, world);
}

export function logout(e: Expected): Outcome {
  // Settings before onboarding is complete is the wizard's frame: no message, as on a step.
  const fromDashboard = areaOfPage(e.page) === 'dashboard' && e.completed;
  // Spec section 4: logout removes the token and clears the user.
  const after = enterSignedOut(
    { ...e, reportDraft: null, savedReport: false, tokenStored: false },
    '/',
  );
  return { after, shown: fromDashboard ? messages.loggedOut : null };
}

/** "Try again" on the unreachable screen (or its own retry after 10 seconds). */
export function retry(e: Expected, world: World): Outcome {
  if (world.network !== 'up' || !world.account) return unchanged(e);
  return unchanged(enterSignedIn(e, world.account));
}

/** "Confirm Password" typed again, now the same: its problem goes; nothing is sent. */
export function fixConfirmPassword(e: Expected): Outcome {
  const mismatch = english(registrationWords.passwordsMismatch);
  const fieldProblems = e.screen.fieldProblems.filter((problem) => problem !== mismatch);
  return unchanged({ ...e, screen: { ...e.screen, fieldProblems } });
}
