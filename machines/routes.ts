import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app/app.machine';
import { hasCallbackParams } from './app/app-context';
import {
  personalInfoAliasPath,
  type RouteEvent,
  type RouteId,
  routeIdForPath,
  routeTable,
} from './app/route-table';

export type { RouteEvent, RouteId } from './app/route-table';
export { routeTable } from './app/route-table';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

interface PathMeta {
  path?: string;
}

/**
 * The URL the app should show for a snapshot, or null while it is in a state without a page
 * (checking the session, loading the profile): then the address is left as it is.
 */
export function pathFromSnapshot(snapshot: AppSnapshot): string | null {
  let path: string | null = null;
  let depth = -1;
  for (const [id, meta] of Object.entries(snapshot.getMeta())) {
    const candidate = (meta as PathMeta | undefined)?.path;
    const level = id.split('.').length;
    if (typeof candidate === 'string' && level > depth) {
      path = candidate;
      depth = level;
    }
  }
  if (path === '/onboarding' && snapshot.context.stepOneAlias) return personalInfoAliasPath;
  return path;
}

/** The route id of the page the snapshot shows, or null. */
export function routeIdFromSnapshot(snapshot: AppSnapshot): RouteId | null {
  const active = snapshot.getMeta();
  const route = routeTable.find((candidate) => candidate.id in active);
  return route ? route.id : null;
}

/**
 * The event to send for an address, or null for addresses the machine does not own (for example
 * /dev/ui or an unknown URL showing the 404 page): those are left alone.
 */
export function eventForLocation(location: LocationLike): RouteEvent | null {
  const { pathname, search = '', hash = '' } = location;
  const id = routeIdForPath(pathname);
  if (id === null) return null;
  if (id === 'auth' && hasCallbackParams(search, hash)) {
    return { type: 'xstate.route', to: '#googleCallback', search, hash };
  }
  const event: RouteEvent = { type: 'xstate.route', to: `#${id}` };
  if (id === 'personalInfo' && normalise(pathname) === personalInfoAliasPath) event.alias = true;
  return event;
}

/** The full address (path, query and hash) for comparing with a snapshot's path. */
export function addressOf(location: LocationLike): string {
  return `${normalise(location.pathname)}${location.search ?? ''}${location.hash ?? ''}`;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
