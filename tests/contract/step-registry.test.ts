import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onboardingStepIds } from '@contract/onboarding/steps';
import { fieldsOfStep } from '@contract/profile/profile';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { describe, expect, it } from 'vitest';

// The places a new step must be added that TypeScript cannot see: these fail instead of a
// step that silently never shows.
const formsFolder = fileURLToPath(new URL('../../src/components/step-forms/', import.meta.url));
const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the step registry is complete', () => {
  const pageStates = onboardingMachine.root.states.active?.states.page?.states ?? {};

  it.each(onboardingStepIds)('%s has a state in the onboarding machine that shows it', (step) => {
    const state = pageStates[step];
    expect(state, `no state '${step}' in onboarding.machine.ts`).toBeDefined();
    expect(state?.entry.some((action) => JSON.stringify(action).includes(step))).toBe(true);
  });

  it.each(onboardingStepIds)('%s has a form module', (step) => {
    expect(readdirSync(formsFolder)).toContain(`${kebab(step)}.tsx`);
  });

  it('every step but the last saves fields that belong to it', () => {
    const saving = onboardingStepIds.filter((step) => step !== 'bookAppointment');
    for (const step of saving) expect(fieldsOfStep(step).length, step).toBeGreaterThan(0);
  });
});
