import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { eventForLocation, routeIdFromSnapshot } from '../../machines/routes';
import { AppActorContext } from './app-actor-context';
import { NotFoundPage } from './error-page';
import { DevGallery, devGalleryPath, screens } from './screens';

/**
 * The page of the machine's current state. The URL follows the machine (route sync), so the page
 * and the address can never disagree; addresses the machine does not own show the gallery
 * (development) or the 404 page. While the machine has no page yet (checking the session, the
 * onboarding check), `loading` is shown.
 */
export function CurrentScreen({ loading }: { loading: ReactNode }) {
  const location = useLocation();
  const routeId = AppActorContext.useSelector(routeIdFromSnapshot);
  if (eventForLocation(location) === null) {
    return DevGallery && location.pathname === devGalleryPath ? <DevGallery /> : <NotFoundPage />;
  }
  if (routeId === null) return loading;
  const { Page, Layout } = screens[routeId];
  return Layout ? (
    <Layout>
      <Page />
    </Layout>
  ) : (
    <Page />
  );
}
