import { isOnboardingStepId } from '@contract/onboarding/steps';
import type { RouteId } from '@machines/routes/route-table';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { css } from 'styled-system/css';
import { HomePending } from '@/features/dashboard/home/home-pending';
import { Skeleton } from '@/ui/skeleton';
import type { PendingPageId } from './pending-screen';

// Only the frames of signed-in pages draw these, so they load with a frame's own code
// (src/app/screens.tsx) instead of with the sign-in page.

/** Stands in for the step's form while the session and profile load. */
function FormSkeleton() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Skeleton className={css({ height: '10' })} />
      <Skeleton className={css({ height: '10' })} />
      <Skeleton className={css({ height: '10' })} />
    </div>
  );
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
function PendingContent({ page }: { page: RouteId }) {
  if (page === 'dashboardHome') return <HomePending />;
  return isOnboardingStepId(page) ? <FormSkeleton /> : <DashboardPageSkeleton />;
}

export interface FramedProps {
  /** The page, once the machines have one; absent while only the address is known. */
  children?: ReactNode;
  /** The page shown, or the one the address names while there is none yet. */
  page: RouteId;
  /** The page the address names while there is no page yet (`pendingPageOf`), else null. */
  pending: PendingPageId | null;
}

/**
 * A frame with its page inside: one tree for the pending content and the page, so the frame stays
 * mounted when the page comes; a page whose code is still loading waits inside it, behind what
 * stands in for it (a step's form, the home greeting, a page's cards: never an empty card).
 */
export function withPendingContent(
  Frame: ComponentType<{ children: ReactNode }>,
): ComponentType<FramedProps> {
  return function Framed({ children, page, pending }: FramedProps) {
    return (
      <Frame>
        <Suspense fallback={<PendingContent page={page} />}>
          {children ?? (pending && <PendingContent page={pending} />)}
        </Suspense>
      </Frame>
    );
  };
}
