import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes } from '../graph-coverage';

/**
 * Why a transition is taken by no QA path: no patient step and no answer the real server (or
 * the browser's network) gives can lead to it. The QA coverage (`npm run paths -- --coverage`)
 * lists every transition the paths leave out with its reason; the model-based test fails when a
 * transition listed here is taken after all (the reason went stale) and when one a patient can
 * reach is left out. A rule covers a kind of transition, so a new machine's are covered too.
 */

/** `upload.sending --xstate.done.actor.0.upload.sending[1]` -> its parts. */
function parts(key: string): { source: string; event: string; index: number } | null {
  const match = /^(.+) --(.+)\[(\d+)\]$/.exec(key);
  return match ? { source: match[1] ?? '', event: match[2] ?? '', index: Number(match[3]) } : null;
}

/** The machine an invoke starts, when it starts one (not a request or a callback). */
function invokedMachine(machine: AnyStateMachine, node: AnyStateNode, id: string): string | null {
  const invoke = node.invoke.find((candidate) => candidate.id === id);
  if (!invoke || typeof invoke.src !== 'string') return null;
  const actors = (machine as { implementations?: { actors?: Record<string, unknown> } })
    .implementations?.actors;
  const logic = actors?.[invoke.src] as { id?: string; root?: unknown } | undefined;
  return logic?.root ? (logic.id ?? invoke.src) : null;
}

/**
 * A link from a mail followed inside the app: no page links to a mail link's address (only the
 * mail does), and a mail's link opens as a page load, which the app starts in `checkingSession`
 * (walked there). The app replaces the link's address at once (its token leaves the history,
 * e2e/account-recovery.spec.ts), so Back and Forward never bring a link back either.
 */
const mailLinkInApp =
  "no page of the app links to a mail's link (/auth/reset-password#token=..., /auth/confirm-email#token=...): the patient opens it from the mail, a page load that starts in checkingSession, where it is walked";

/**
 * The signed-in machines (onboarding, dashboard, Settings) are one chunk of their own, and every
 * effect that brings a session (sign-in, the session check, the profile) waits for it before
 * answering (src/app/app-logic.ts, `loadApiWithMemberArea`). A chunk that cannot be downloaded
 * fails that request: "We can't reach herd Health right now" on a page load, the sign-in form
 * on sign-in (both walked). So the machines only start once their code is there, and their
 * invoke's onError is left to a crash, as for every other child.
 */
const memberCodeFirst = (machine: string) =>
  `a crash of the ${machine} machine (an action or condition throwing): its code failing to download fails the request that brings the session first (src/app/app-logic.ts, loadApiWithMemberArea: "We can't reach herd Health right now" on a page load, "We could not reach herd Health" on a sign-in, e2e/patient-errors.spec.ts), so no patient step or server answer makes it throw`;

/** Transitions of particular machines, each with why no path takes it. */
const known: Record<string, string> = {
  'app|app.signedIn.area.onboarding --xstate.error.actor.onboarding[0]':
    memberCodeFirst('onboarding'),
  'app|app.signedIn.area.dashboard --xstate.error.actor.dashboard[0]': memberCodeFirst('dashboard'),
  'app|app.signedIn.area.onboarding.settings --xstate.error.actor.settings[0]':
    memberCodeFirst('settings'),
  'app|app.signedOut --xstate.route[0]': mailLinkInApp,
  'app|app.serverUnreachable --xstate.route[0]': mailLinkInApp,
  'app|app.emailLink --xstate.route[0]': mailLinkInApp,
  'app|policyPage --xstate.route[1]': mailLinkInApp,
  'app|app.signedIn.area.onboarding --xstate.route[0]': mailLinkInApp,
  'app|app.signedIn.area.dashboard --xstate.route[1]': mailLinkInApp,
  'app|app.emailLink --xstate.route[1]':
    'the pages of links in mail ("Choose a new password", "Confirm your email") link only to the sign-in page and "Forgot password?" (src/features/auth/account-link-layout.tsx), not to Terms or Privacy; and Back from them to a policy page crosses the page load that opened the mail\'s link',
  'booking|booking.embedded --xstate.error.actor.0.booking.embedded[0]':
    'the calendar loader reports every failure as "booking.failed" (src/components/booking/booking-effects.ts): the loader itself never fails',
  'app|app.signedIn.area.loadingProfile --xstate.done.actor.0.app.signedIn.area.loadingProfile[1]':
    'the profile is asked for right after the token is stored, so there is always a token to ask with',
  'toast|toast.cleanup.waiting --xstate.after.toastRemoveDelay.toast.cleanup.waiting[0]':
    'the removal delay of a dismissed message (1,000,000 ms, spec section 9) stands for itself: nothing on screen changes when it ends, so no path waits 16 minutes for it (the toast actor test holds it)',
  'dashboard|dashboard.profileEdit.editing --profile.edit[0]':
    "while one Profile section is open, the other sections' Edit buttons are disabled (src/features/dashboard/profile/profile-section.tsx)",
  'upload|upload --file.selected[0]':
    'while a report waits or is read, the step shows its progress with Cancel and no drop area (src/components/report-upload/report-upload.tsx), so no other file can be chosen then',
  'upload|upload.sending --xstate.done.actor.0.upload.sending[1]':
    'the server answers an upload with its job (202, Prefer: respond-async); the result comes at once only when the report was read before the answer left, a race no step can time',
  // The same answer at once, for a genetic report read clearly (index 1 is a doubtful one).
  'upload|upload.sending --xstate.done.actor.0.upload.sending[2]':
    'the server answers an upload with its job (202, Prefer: respond-async); the result comes at once only when the report was read before the answer left, a race no step can time',
};

export function unreachableReason(
  machineId: string,
  machine: AnyStateMachine,
  key: string,
): string | null {
  const explicit = known[`${machineId}|${key}`];
  if (explicit) return explicit;
  const found = parts(key);
  const crash = found && /^xstate\.error\.actor\.(.+)$/.exec(found.event);
  if (!found || !crash) return null;
  const node = allStateNodes(machine).find((candidate) => candidate.id === found.source);
  const child = node ? invokedMachine(machine, node, crash[1] ?? '') : null;
  return child
    ? `a crash of the ${child} machine (an action or condition throwing): no patient step or server answer makes a machine throw; it is the safety net every invoke has`
    : null;
}
