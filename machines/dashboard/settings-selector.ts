import type { SnapshotFrom } from 'xstate';
import type { dashboardMachine } from './dashboard.machine';

// Its own module: the app shell reads it (src/lib/app-actor.ts) on every page, the sign-in page
// included, and a module the first load imports lands there whole, with every other selector of
// the dashboard's pages (machines/dashboard/selectors.ts re-exports it for them).

/** The Settings machine, running while Settings is open. */
export const selectSettingsActor = (snapshot: SnapshotFrom<typeof dashboardMachine>) =>
  snapshot.children.settings;
