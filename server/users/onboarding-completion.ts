import { resumeStep } from '../../contract/onboarding/resume.ts';
import { servedStateCode } from '../../contract/options/served-state.ts';
import type { OnboardingRequest, StoredAnswers } from '../../contract/profile/wire-types.ts';
import { defineMessages, type Message } from '../../i18n/message.ts';

const completionErrors = defineMessages({
  notServedState: {
    id: 'error.onboarding.completeOutsideServedState',
    defaultMessage: 'Onboarding can only be completed once your state is saved as Michigan.',
  },
  stepsMissing: {
    id: 'error.onboarding.completeWithStepsMissing',
    defaultMessage: 'Onboarding can only be completed once every earlier step is answered.',
  },
});

/**
 * Why a save that marks onboarding complete must be refused, or null when it may: with the save
 * applied, every step before the booking must be answered (the same rule as the onboarding check)
 * and the patient must live in the served state. The client's flow ensures this; the server does
 * not rely on it.
 */
export function completionProblem(
  stored: StoredAnswers,
  request: OnboardingRequest,
): Message | null {
  if (request.has_completed_onboarding !== true) return null;
  const defined = Object.entries(request).filter(([, value]) => value !== undefined);
  const merged = { ...stored, ...Object.fromEntries(defined), has_completed_onboarding: false };
  if (merged.state !== servedStateCode) {
    return completionErrors.notServedState;
  }
  if (resumeStep(merged as StoredAnswers) !== 'bookAppointment') {
    return completionErrors.stepsMissing;
  }
  return null;
}
