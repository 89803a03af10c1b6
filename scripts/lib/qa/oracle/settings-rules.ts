import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { reloadPage } from './session-rules';

/**
 * Settings' "Your data" and "Recent activity", from docs/api.md and the cards' texts: a failed
 * download says so on the card until another is asked for (no message pops up); activity that
 * cannot be loaded says so with "Try again".
 */

const onScreen = (e: Expected, change: Partial<Screen>): Outcome => ({
  after: { ...e, screen: { ...e.screen, ...change } },
  shown: null,
});

export function settings(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.export':
      return onScreen(e, { exportFailed: event.server === 'fails' });
    case 'qa.activityFails': {
      const reloaded = reloadPage(e, String(event.url), world);
      return { ...onScreen(reloaded.after, { activity: 'unavailable' }), shown: reloaded.shown };
    }
    case 'qa.retryActivity':
      return onScreen(e, { activity: 'shown' });
    default:
      return { after: e, shown: null };
  }
}
