import { readFileSync } from 'node:fs';
import { stepMessages } from '@contract/onboarding/step-messages';
import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { describe, expect, it } from 'vitest';

// Issue 29: "What does the patient see when the step 2 save fails?" is answered by the
// onboarding page of docs/machines and by its Stately file, for every step.
const page = readFileSync('docs/machines/onboarding.md', 'utf8');
const stately = readFileSync('docs/machines/stately/onboarding.ts', 'utf8');

describe.each(onboardingSteps.map((step) => [step.id, step] as const))(
  'the failure text of %s',
  (_, step) => {
    const { failed } = stepMessages[step.id];
    const title = english(failed.title);
    const description = failed.description ? english(failed.description) : '';
    const stepTitle = english(step.title);

    it('is in docs/machines/onboarding.md, on the row of its step', () => {
      expect(page).toContain(`| ${step.number} · ${stepTitle} |`);
      const row = page
        .split('\n')
        .find((line) => line.startsWith(`| ${step.number} · ${stepTitle} |`));
      expect(row).toContain(`| ${title} | ${description} |`);
    });

    it("is in the Stately file, on its step's state", () => {
      const state = stately.indexOf(`id: '${step.id}'`);
      expect(state).toBeGreaterThan(0);
      const next = stately.indexOf('failedMessage', state);
      expect(stately.slice(next, next + 400)).toContain(description);
      expect(stately.slice(next, next + 400)).toContain(title);
    });
  },
);
