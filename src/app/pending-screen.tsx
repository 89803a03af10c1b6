import { isOnboardingStepId, type OnboardingStepId } from '@contract/onboarding/steps';
import { type RouteId, routeIdForPath } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { tokenStorage } from '@/api/token-storage';
import { HomePending } from '@/features/dashboard/home/home-pending';
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

/** A page with a frame of its own to show while there is no page yet. */
export type PendingPageId = OnboardingStepId | 'dashboardHome';

/** Like `pendingStepOf`, with the dashboard's home (its greeting) as well. */
export function pendingPageOf(pathname: string): PendingPageId | null {
  const step = pendingStepOf(pathname);
  if (step) return step;
  const id: RouteId | null = routeIdForPath(pathname);
  return id === 'dashboardHome' && tokenStorage.read() !== null ? id : null;
}

/** A dashboard page whose code is still loading: where its heading and cards will be. */
function DashboardPageSkeleton() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Skeleton className={css({ height: '9', width: '48' })} />
      <Skeleton className={css({ height: '40', borderRadius: 'xl' })} />
      <Skeleton className={css({ height: '40', borderRadius: 'xl' })} />
    </div>
  );
}

/**
 * What stands in for a page inside its frame while there is no page yet, or while its code loads
 * (the same in the build's prerendered copy): a frame never shows an empty card.
 */
export function PendingContent({ page }: { page: RouteId }) {
  if (page === 'dashboardHome') return <HomePending />;
  return isOnboardingStepId(page) ? <FormSkeleton /> : <DashboardPageSkeleton />;
}
