import { isOnboardingStepId, type OnboardingStepId } from '@contract/onboarding/steps';
import { routeIdForPath } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { tokenStorage } from '@/api/token-storage';
import { Skeleton } from '@/ui/skeleton';

/** Stands in for the step's form while the session and profile load. */
export function FormSkeleton() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Skeleton className={css({ height: '10' })} />
      <Skeleton className={css({ height: '10' })} />
      <Skeleton className={css({ height: '10' })} />
    </div>
  );
}

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
