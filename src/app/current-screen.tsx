import { selectIsServerUnreachable } from '@machines/app/selectors';
import { eventForLocation } from '@machines/routes/location';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppActorContext } from '@/lib/app-actor';
import { useCurrentPage } from '@/lib/current-page';
import { NotFoundPage } from './error-page';
import { DevFlows, DevGallery, devFlowsPath, devGalleryPath, screens } from './screens';
import { ServerUnreachable } from './server-unreachable';

/**
 * The page of the machines' current state. The URL follows the machines (route sync), so the
 * page and the address can never disagree; addresses they do not own show the gallery or the
 * flow viewer (development) or the 404 page. While there is no page yet (checking the session, loading the
 * profile), `loading` is shown; when the server cannot be reached, a way to try again.
 */
export function CurrentScreen({ loading }: { loading: ReactNode }) {
  const location = useLocation();
  const page = useCurrentPage();
  const unreachable = AppActorContext.useSelector(selectIsServerUnreachable);
  if (eventForLocation(location) === null) {
    if (DevGallery && location.pathname.startsWith(devGalleryPath)) return <DevGallery />;
    if (DevFlows && location.pathname.startsWith(devFlowsPath)) return <DevFlows />;
    return <NotFoundPage />;
  }
  if (unreachable) return <ServerUnreachable />;
  if (page === null) return loading;
  const { Page, Layout } = screens[page.id];
  return Layout ? (
    <Layout>
      <Page />
    </Layout>
  ) : (
    <Page />
  );
}
