import { Outlet } from 'react-router-dom';
import { OnboardingLayout } from '../layout/onboarding-layout';

export default function OnboardingLayoutRoute() {
  return (
    <OnboardingLayout>
      <Outlet />
    </OnboardingLayout>
  );
}
