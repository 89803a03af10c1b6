import type { QaEvent, QaState } from '../qa-types';

/**
 * Machine behaviour that disagrees with the oracle and is reported (docs/qa.md, "QA paths"). A
 * step that runs into one is withheld from the QA paths, so the paths and the e2e suite stay
 * green while the defect is open; the model-based test checks that each one still happens, and
 * fails once it is fixed, so this list cannot go stale.
 */
export interface KnownDefect {
  id: string;
  summary: string;
  /** The step (from the state before it) that shows the defect. */
  matches(before: QaState, event: QaEvent, after: QaState): boolean;
  /** Transitions (`machine|key`) nothing can reach while the defect lasts. */
  blocks?: string[];
}

const returnsFromGoogle = (event: QaEvent) =>
  event.type === 'qa.google' ||
  (event.type === 'qa.open' && String(event.url).startsWith('/auth?'));

const areaOf = (state: QaState) => state.view.page?.id ?? '';
const onDashboard = (state: QaState) => areaOf(state).startsWith('dashboard');

export const knownDefects: KnownDefect[] = [
  {
    id: 'dashboard-to-step-opens-step-one',
    summary:
      "From the dashboard, an onboarding address (the browser's Back after finishing) opens step 1 at /onboarding instead of that step: app.machine.ts starts the onboarding machine with `resumeAt: user.resumeAt ?? 'personalInfo'`, so a patient who finished (resumeAt null) may open step 1 only.",
    matches: (before, event, after) =>
      event.type === 'qa.follow' && onDashboard(before) && areaOf(after) === 'personalInfo',
  },
  {
    id: 'google-return-shows-landing',
    summary:
      "Google's return to /auth (a code, an error, or neither) ends on the landing page at once: the sign-in machine's root-level `xstate.route` transition to googleCallback has `reenter: true`, which re-enters the whole machine, and its root entry `replayStartRoute` then raises #landing (its start route is already forgotten). No code is exchanged, no callback screen or 3-second delay is shown.",
    matches: (_before, event, after) =>
      returnsFromGoogle(event) && after.view.page?.id === 'landing',
    blocks: [
      'signIn|signIn.googleCallback.exchanging --xstate.done.actor.0.signIn.googleCallback.exchanging[0]',
      'signIn|signIn.googleCallback.exchanging --xstate.error.actor.0.signIn.googleCallback.exchanging[0]',
      'signIn|signIn.googleCallback.failed --xstate.after.callbackRedirectDelay.signIn.googleCallback.failed[0]',
    ],
  },
];

export function knownDefectOf(before: QaState, event: QaEvent, after: QaState): string | null {
  if (after.mismatches.length === 0) return null;
  return knownDefects.find((defect) => defect.matches(before, event, after))?.id ?? null;
}
