import { emptyProfile } from '@contract/profile/profile';
import {
  selectCurrentStep,
  selectIsSaving,
  selectProfile,
  selectSaveFailure,
} from '@machines/onboarding/selectors';
import type { ReactNode } from 'react';
import { StepFormHostProvider } from '@/components/step-form/step-form-host';
import { useOnboardingRef, useOnboardingSelector } from '@/lib/app-actor';

const noProfile = emptyProfile();

/** Connects the step forms to the onboarding machine: Next saves, Back goes to the previous step. */
export function OnboardingHost({ children }: { children: ReactNode }) {
  const onboarding = useOnboardingRef();
  const profile = useOnboardingSelector(selectProfile, noProfile);
  const saving = useOnboardingSelector(selectIsSaving, false);
  const failure = useOnboardingSelector(selectSaveFailure, null);
  const step = useOnboardingSelector(selectCurrentStep, null);
  return (
    <StepFormHostProvider
      value={{
        mode: 'onboarding',
        profile,
        saving,
        failure,
        submit: (submitted, values) =>
          onboarding?.send({ type: 'step.submitted', step: submitted, values }),
        ...(step !== 'personalInfo'
          ? { back: (values) => onboarding?.send({ type: 'step.back', values }) }
          : {}),
        signal: (signal) => onboarding?.send(signal),
      }}
    >
      {children}
    </StepFormHostProvider>
  );
}
