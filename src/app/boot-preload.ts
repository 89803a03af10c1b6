import { isOnboardingStepId } from '@contract/onboarding/steps';
import { routeIdForPath } from '@machines/routes/route-table';
import { tokenStorage } from '@/api/token-storage';
import { preloadStep } from '@/features/onboarding/step-modules';
import { screens } from './screens';

/**
 * At boot, start what the address will need in parallel instead of one after another: the page's
 * code (and a step's own form) while the session is still being checked. The machines may still
 * pick another page; then this was only a head start.
 */
export function preloadForAddress(pathname: string): void {
  const id = routeIdForPath(pathname);
  if (!id) return;
  const signedIn = tokenStorage.read() !== null;
  // A signed-in visitor on / or /auth is sent on to their own page: nothing to guess here.
  if (!signedIn && id !== 'landing' && id !== 'auth') return;
  screens[id].preload();
  if (isOnboardingStepId(id)) void preloadStep(id);
}
