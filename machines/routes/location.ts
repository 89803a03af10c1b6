import { isCallbackAddress } from '../sign-in/sign-in-types';
import type { RouteEvent } from './route-event';
import { areaOf, isAliasPath, routeIdForPath } from './route-table';

export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The route event for an address, or null for addresses the machines do not own (the
 * component gallery, an unknown URL showing the 404 page): those are left alone.
 */
export function eventForLocation(location: LocationLike): RouteEvent | null {
  const { pathname, search = '', hash = '' } = location;
  const id = routeIdForPath(pathname);
  if (id === null) return null;
  if (id === 'auth' && isCallbackAddress(search, hash)) {
    return { type: 'xstate.route', to: '#googleCallback', search, hash };
  }
  const event: RouteEvent = { type: 'xstate.route', to: `#${id}` };
  // A link from an email carries its token in the fragment (or the query).
  if (areaOf(id) === 'emailLink') return { ...event, search, hash };
  if (isAliasPath(pathname)) event.alias = true;
  return event;
}
