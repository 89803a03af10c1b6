import { isOnboardingStepId, type OnboardingStepId } from '@contract/onboarding/steps';
import { type RouteId, routeIdForPath } from '@machines/routes/route-table';
import { tokenStorage } from '@/api/token-storage';

/**
 * The step whose frame shows while there is no page yet (session check, profile): the step the
 * address names, for a visitor with a session, so the first paint is the page's own heading and
 * text. Null elsewhere, and without a token: nothing signed-in shows to a signed-out visitor.
 */
export function pendingStepOf(pathname: string): OnboardingStepId | null {
  const id = routeIdForPath(pathname);
  if (!id || !isOnboardingStepId(id) || tokenStorage.read() === null) return null;
  return id;
}

/** A page with a frame of its own to show while there is no page yet. */
export type PendingPageId = OnboardingStepId | 'dashboardHome';

/** Like `pendingStepOf`, with the dashboard's home (its greeting) as well. */
export function pendingPageOf(pathname: string): PendingPageId | null {
  const step = pendingStepOf(pathname);
  if (step) return step;
  const id: RouteId | null = routeIdForPath(pathname);
  return id === 'dashboardHome' && tokenStorage.read() !== null ? id : null;
}
