import { selectIsServerUnreachable } from '@machines/app/selectors';
import { eventForLocation } from '@machines/routes/location';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AddressStepContext } from '@/features/onboarding/address-step';
import { AppActorContext } from '@/lib/app-actor';
import { useCurrentPage } from '@/lib/current-page';
import { NotFoundPage } from './error-page';
import { PageLoadBoundary } from './page-load-boundary';
import { pendingPageOf } from './pending-screen';
import { ReleasePrerendered } from './release-prerendered';
import {
  DevFlows,
  DevGallery,
  DevMail,
  devFlowsPath,
  devGalleryPath,
  devMailPath,
  screens,
} from './screens';
import { ServerUnreachable } from './server-unreachable';

/**
 * The page of the machines' current state. The URL follows the machines (route sync), so the
 * page and the address can never disagree; addresses they do not own show the gallery or the
 * flow viewer (development) or the 404 page. While there is no page yet (checking the session, loading the
 * profile), `loading` is shown; when the server cannot be reached, or a page's code cannot be
 * downloaded, a way to try again.
 */
export function CurrentScreen({ loading }: { loading: ReactNode }) {
  const screen = useScreen();
  const { pathname } = useLocation();
  if (screen === null) return loading;
  // First: the copy goes (and the app's root shows) before the page's own layout effects run.
  return (
    <>
      <ReleasePrerendered />
      <PageLoadBoundary page={pathname}>{screen}</PageLoadBoundary>
    </>
  );
}

/** The screen for the address and the machines' state, or null while there is none yet. */
function useScreen(): ReactNode {
  const location = useLocation();
  const page = useCurrentPage();
  const unreachable = AppActorContext.useSelector(selectIsServerUnreachable);
  if (eventForLocation(location) === null) {
    if (DevGallery && location.pathname.startsWith(devGalleryPath)) return <DevGallery />;
    if (DevFlows && location.pathname.startsWith(devFlowsPath)) return <DevFlows />;
    if (DevMail && location.pathname.startsWith(devMailPath)) return <DevMail />;
    return <NotFoundPage />;
  }
  if (unreachable) return <ServerUnreachable />;
  const pending = page === null ? pendingPageOf(location.pathname) : null;
  const id = page?.id ?? pending;
  if (id === null) return null;
  const { Page, Layout } = screens[id];
  return Layout ? (
    <AddressStepContext.Provider value={pending === 'dashboardHome' ? null : pending}>
      <Layout page={id} pending={pending}>
        {page ? <Page /> : undefined}
      </Layout>
    </AddressStepContext.Provider>
  ) : (
    <Page />
  );
}
