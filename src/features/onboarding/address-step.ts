import type { OnboardingStepId } from '@contract/onboarding/steps';
import { createContext } from 'react';

/**
 * The step the address names, while the session and profile are still loading: the frame, the
 * step's heading and lead text paint before the data arrives. The machine's step replaces it.
 */
export const AddressStepContext = createContext<OnboardingStepId | null>(null);
