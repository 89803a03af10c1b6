import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { AnswersPatch, ProfileFieldName, UserProfile } from '@contract/profile/profile';
import type { Message } from '@i18n/message';
import type { SaveFailure } from '@machines/save/save-outcome';
import { createContext, useContext } from 'react';
import type { StepFormSignal } from './declaration';

/**
 * Where a step form lives: in the onboarding wizard (Back / Next) or on the Profile page
 * (Cancel / Save changes). The host connects the form to its machine.
 */
export interface StepFormHost {
  mode: 'onboarding' | 'profile';
  profile: UserProfile;
  saving: boolean;
  /** The last save failed: the server's reason, and the answer it is about. */
  failure: SaveFailure | null;
  submit(step: OnboardingStepId, values: AnswersPatch): void;
  /** Onboarding: the previous step, keeping the answers typed so far. */
  back?(values: AnswersPatch): void;
  /** Profile: close the section without saving. */
  cancel?(): void;
  /** Profile: whether the answers now differ from the saved ones (asked before leaving). */
  reportUnsaved?(unsaved: boolean): void;
  signal(signal: StepFormSignal): void;
}

const HostContext = createContext<StepFormHost | null>(null);

export const StepFormHostProvider = HostContext.Provider;

export function useStepFormHost(): StepFormHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('A step form needs a StepFormHostProvider above it.');
  return host;
}

/** The server's reason for this field, when the last save failed because of it. */
export function serverErrorFor(host: StepFormHost, field: ProfileFieldName): Message | null {
  return host.failure?.field === field ? host.failure.reason : null;
}
