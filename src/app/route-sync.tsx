import { currentPageOf } from '@machines/routes/current-page';
import { eventForLocation } from '@machines/routes/location';
import { useCallback, useEffect, useRef } from 'react';
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
 * An address set here is never sent back to the machine: by the time React shows it, the
 * machine may have moved on (a confirmation link answered while its #token was being dropped),
 * and the address would read as a new, tokenless link.
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
  const ownAddress = useRef<string | null>(null);
  const follow = useCallback(
    (path: string, replace: boolean) => {
      ownAddress.current = path;
      navigate(path, { replace });
    },
    [navigate],
  );

  // One event per location: React may run this effect twice for the same location object
  // (StrictMode in development), and a link from an email sent twice would use its token twice.
  // Keys cannot tell this apart: every entry the app did not push itself has the key "default".
  const sentFor = useRef<Location | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address change.
  useEffect(() => {
    if (sentFor.current === location) return;
    sentFor.current = location;
    const address = addressOf(location);
    const own = ownAddress.current;
    ownAddress.current = null;
    if (address === own) return;
    const before = currentPageOf(app.getSnapshot());
    if (before !== null && before.path === address) return;
    const event = eventForLocation(location);
    if (!event) return;
    app.send(event);
    const after = currentPageOf(app.getSnapshot());
    if (after === null) return;
    if (after.path === before?.path) {
      if (after.path !== address) follow(after.path, true);
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
    follow(path, replace);
  }, [page?.path, follow]);

  return null;
}
