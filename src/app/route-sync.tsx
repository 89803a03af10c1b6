import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { addressOf, eventForLocation, pathFromSnapshot } from '../../machines/routes';
import { AppActorContext } from './app-actor-context';

/**
 * The one place where the URL and the app machine meet.
 * - URL -> machine: a new address (deep link, reload, back/forward, a link click) becomes an
 *   `xstate.route` event; if the machine refuses it, the address snaps back (replace).
 * - machine -> URL: when the state's page changes, the address follows: pushed for the user's own
 *   moves (so Back works), replaced for redirects and for the first resolution at start-up.
 * Addresses the machine does not own (/dev/ui, unknown URLs) are left alone.
 */
export function RouteSync() {
  const app = AppActorContext.useActorRef();
  const location = useLocation();
  const navigate = useNavigate();
  const path = AppActorContext.useSelector(pathFromSnapshot);

  const locationRef = useRef<Location>(location);
  locationRef.current = location;
  const previousPath = useRef<string | null>(path);
  const replaceNext = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address change.
  useEffect(() => {
    const address = addressOf(location);
    const before = pathFromSnapshot(app.getSnapshot());
    if (before !== null && before === address) return;
    const event = eventForLocation(location);
    if (!event) return;
    app.send(event);
    const after = pathFromSnapshot(app.getSnapshot());
    if (after === null) return;
    if (after === before) {
      if (after !== address) navigate(after, { replace: true });
    } else {
      replaceNext.current = after !== address;
    }
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const was = previousPath.current;
    previousPath.current = path;
    if (path === null || path === was) return;
    const current = locationRef.current;
    const replace = replaceNext.current || was === null;
    replaceNext.current = false;
    if (path === addressOf(current)) return;
    // At start-up, an address the machine does not own (/dev/ui, a 404) stays on screen.
    if (was === null && eventForLocation(current) === null) return;
    navigate(path, { replace });
  }, [path, navigate]);

  return null;
}
