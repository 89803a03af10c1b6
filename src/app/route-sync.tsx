import { currentPageOf } from '@machines/routes/current-page';
import { eventForLocation } from '@machines/routes/location';
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { AppActorContext } from '@/lib/app-actor';
import { useCurrentPage } from '@/lib/current-page';

function addressOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  return `${path}${location.search}${location.hash}`;
}

/**
 * The one place where the URL and the machines meet.
 * - URL -> machine: a new address (deep link, reload, back/forward, a link click) becomes an
 *   `xstate.route` event; if the machine refuses it (or it names the page already shown), the
 *   address snaps back to the page's own (replace).
 * - machine -> URL: when the page changes, the address follows: pushed for the patient's own
 *   moves (so Back works), replaced for redirects and for the first page at start-up.
 * Addresses the machines do not own (/dev/*, unknown URLs) are left alone.
 */
export function RouteSync() {
  const app = AppActorContext.useActorRef();
  const location = useLocation();
  const navigate = useNavigate();
  const page = useCurrentPage();

  const locationRef = useRef<Location>(location);
  locationRef.current = location;
  const previousPath = useRef<string | null>(page?.path ?? null);
  const replaceNext = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address change.
  useEffect(() => {
    const address = addressOf(location);
    const before = currentPageOf(app.getSnapshot());
    if (before !== null && before.path === address) return;
    const event = eventForLocation(location);
    if (!event) return;
    app.send(event);
    const after = currentPageOf(app.getSnapshot());
    if (after === null) return;
    if (after.path === before?.path) {
      if (after.path !== address) navigate(after.path, { replace: true });
    } else {
      replaceNext.current = after.path !== address;
    }
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const was = previousPath.current;
    const path = page?.path ?? null;
    previousPath.current = path;
    if (path === null || path === was) return;
    const current = locationRef.current;
    const replace = replaceNext.current || was === null;
    replaceNext.current = false;
    if (path === addressOf(current)) return;
    // At start-up, an address the machines do not own (/dev/ui, a 404) stays on screen.
    if (was === null && eventForLocation(current) === null) return;
    navigate(path, { replace });
  }, [page?.path, navigate]);

  return null;
}
