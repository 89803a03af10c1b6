import { isOnboardingStepId } from '@contract/onboarding/steps';
import { routeById, routeIdForPath } from '@machines/routes/route-table';
import { tokenStorage } from '@/api/token-storage';
import { preloadSignInPrompt } from '@/features/auth/sign-in-prompt';
import { memberArea } from './app-logic';
import { loadMemberPages, preloadMemberPages } from './member-pages-loader';
import { screens } from './screens';

/**
 * At boot, start what the address will need in parallel instead of one after another: the page's
 * code (and a step's own form) and, with a stored token, the signed-in machines, while the session
 * is still being checked. The machines may still
 * pick another page; then this was only a head start.
 */
export function preloadForAddress(pathname: string): void {
  const signedIn = tokenStorage.read() !== null;
  // The session check waits for the signed-in machines' code: start it now (a failure is
  // retried by the check itself).
  if (signedIn) {
    memberArea.load().catch(() => {});
    preloadMemberPages();
  }
  const id = routeIdForPath(pathname);
  if (!id) return;
  // Signed out, a member page opens the sign-in page with its prompt: start the prompt's code.
  const { area } = routeById(id);
  if (!signedIn && (area === 'onboarding' || area === 'dashboard')) preloadSignInPrompt();
  // A signed-in visitor on / or /auth is sent on to their own page: nothing to guess here.
  if (!signedIn && id !== 'landing' && id !== 'auth') return;
  screens[id].preload();
  if (isOnboardingStepId(id))
    void loadMemberPages().then(
      ({ memberPages }) => memberPages.preloadStep(id),
      () => {},
    );
}
