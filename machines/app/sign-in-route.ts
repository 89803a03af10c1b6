import type { RouteEvent } from '../routes/route-event';
import { areaOf } from '../routes/route-table';

/** A step or a dashboard page: only for a signed-in patient. */
export function isMemberPage(route: RouteEvent | null): boolean {
  const area = route ? areaOf(route.to) : null;
  return area === 'onboarding' || area === 'dashboard';
}

/**
 * The page the sign-in machine opens for an address: a member page asks the visitor to sign in
 * first (the sign-in page; the page itself opens afterwards), any other address is its own page.
 */
export function signInRouteOf(route: RouteEvent | null): RouteEvent | null {
  return isMemberPage(route) ? { type: 'xstate.route', to: '#auth' } : route;
}
