import type { ReactNode } from 'react';
import { OnboardingLayout } from '../layout/onboarding-layout';

export default function OnboardingLayoutRoute({ children }: { children: ReactNode }) {
  return <OnboardingLayout>{children}</OnboardingLayout>;
}
