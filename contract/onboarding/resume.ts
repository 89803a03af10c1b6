import { profileFields } from '../profile/fields.ts';
import { fieldsOfStep, type ProfileFieldName } from '../profile/profile.ts';
import type { StoredAnswers } from '../profile/wire-types.ts';
import {
  dashboardPath,
  type OnboardingStep,
  type OnboardingStepId,
  onboardingSteps,
} from './steps.ts';

function storedValue(stored: StoredAnswers, key: ProfileFieldName): unknown {
  return (stored as Record<string, unknown>)[profileFields[key].wire];
}

const isRequired = (key: ProfileFieldName) => {
  const field = profileFields[key];
  return 'required' in field && field.required;
};

function isAnswered(step: OnboardingStep, stored: StoredAnswers): boolean {
  const keys = fieldsOfStep(step.id);
  const values = keys.map((key) => storedValue(stored, key));
  switch (step.answeredWhen) {
    case 'every required field is filled':
      return keys
        .filter(isRequired)
        .every((key) => storedValue(stored, key) !== null && storedValue(stored, key) !== '');
    case 'any field was saved':
      return values.some((value) => value !== null);
    case 'onboarding is complete':
      return stored.has_completed_onboarding === true;
  }
}

function applies(step: OnboardingStep, stored: StoredAnswers): boolean {
  return !('onlyWhen' in step) || stored.hasGeneticReport === false;
}

/**
 * Where a returning patient resumes: the first step (in the registry's order, the checklist only
 * after "no report") whose answers were never saved; null once onboarding is complete. `null`
 * answers mean "never sent"; an empty string is a saved answer.
 */
export function resumeStep(stored: StoredAnswers): OnboardingStepId | null {
  if (stored.has_completed_onboarding === true) return null;
  const open = onboardingSteps.find((step) => applies(step, stored) && !isAnswered(step, stored));
  return open?.id ?? 'bookAppointment';
}

/** The onboarding check's `redirect_path`. */
export function resumePath(stored: StoredAnswers): string {
  const step = resumeStep(stored);
  return step === null
    ? dashboardPath
    : (onboardingSteps.find((s) => s.id === step)?.path ?? dashboardPath);
}

export const onboardingPaths = [...onboardingSteps.map((step) => step.path), dashboardPath];
