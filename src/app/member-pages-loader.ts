import { importOnline } from '@/lib/import-online';

/**
 * The signed-in pages' loaders (./member-pages.ts). Fetched alongside the member area's machines
 * and at boot for a visitor with a session, so a signed-in page never waits for them in turn.
 */
export const loadMemberPages = importOnline(() => import('./member-pages'));

/** Starts fetching the loaders; a failure is retried by the page that needs them. */
export function preloadMemberPages(): void {
  loadMemberPages().catch(() => {});
}
