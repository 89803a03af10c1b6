import { routeIdForPath } from '@machines/routes/route-table';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { followLink } from './session-rules';

/**
 * "Leave without saving?" on the Profile page (issue 30): another page asked for while a section
 * holds changed answers stays on Profile and asks, whether a dashboard page or an address the
 * app routes itself (an onboarding step, Terms, Privacy, an email link); "Keep editing" closes
 * the question, "Leave without saving" opens the page last asked for.
 */

const withScreen = (e: Expected, change: Partial<Screen>): Outcome => ({
  after: { ...e, screen: { ...e.screen, ...change } },
  shown: null,
});

/** A link or Back/Forward from Profile with unsaved answers: the question, not the page. */
export function leavingProfile(e: Expected, url: string): Outcome | null {
  const unsaved = e.page === 'dashboardProfile' && e.screen.editing !== null && e.screen.unsaved;
  // An address that names no page changes nothing, so there is nothing to ask about.
  if (!unsaved || url === e.path || routeIdForPath(url) === null) return null;
  return withScreen(e, { leaving: url });
}

export function profileLeave(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.typeUnsaved':
      return withScreen(e, { unsaved: true });
    case 'qa.routeWhileAsking':
      return withScreen(e, { leaving: String(event.url) });
    default: {
      if (event.answer !== 'leave' || !e.screen.leaving) return withScreen(e, { leaving: null });
      return followLink(e, e.screen.leaving, world);
    }
  }
}
