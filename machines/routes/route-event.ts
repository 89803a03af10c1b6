import type { RouteId } from './route-table';

/** Sent by route sync when the address changes (deep link, reload, back/forward, a link). */
export interface RouteEvent {
  type: 'xstate.route';
  to: `#${RouteId}`;
  /** Query string of the address (with "?"), read by the Google callback and email links. */
  search?: string;
  /** Hash of the address (with "#"): the callback's fallback, an email link's token. */
  hash?: string;
  /** The address was the alias /onboarding/personal-info of step 1. */
  alias?: boolean;
}
