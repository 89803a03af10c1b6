import type { RouteEvent } from '../routes/route-event';

const tokenIn = (part: string | undefined) =>
  new URLSearchParams((part ?? '').replace(/^[#?]/, '')).get('token')?.trim() || null;

/**
 * The token of a link from an email: `token=` in the address's fragment (where the server's
 * mail puts it, so it never reaches a server log), else in its query string.
 */
export function linkTokenOf(route: Pick<RouteEvent, 'search' | 'hash'> | null): string | null {
  return route ? (tokenIn(route.hash) ?? tokenIn(route.search)) : null;
}
