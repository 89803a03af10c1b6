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
];

export function knownDefectOf(before: QaState, event: QaEvent, after: QaState): string | null {
  if (after.mismatches.length === 0) return null;
  return knownDefects.find((defect) => defect.matches(before, event, after))?.id ?? null;
}
