import { reportPageMessages } from '@machines/dashboard/report-page-messages';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';

/**
 * My genetic report's Replace and Delete, and the pre-visit summary (issue 23 item 7, issue 27),
 * from docs/api.md and the page's words: what each step shows, and what a page shows when it
 * opens (its report fetched, or not).
 */

const withScreen = (e: Expected, change: Partial<Screen>): Expected => ({
  ...e,
  screen: { ...e.screen, ...change },
});

const unchanged = (e: Expected): Outcome => ({ after: e, shown: null });

/** A new report read on the page: it is on file; the earlier one deleted unless that failed. */
function replaced(e: Expected, event: QaEvent, world: World): Outcome {
  const onFile = { ...e, reportOnFile: true, savedReport: true };
  if (world.token !== 'valid' || world.network !== 'up') return unchanged(e);
  return {
    after: withScreen(onFile, { report: 'showing' }),
    shown:
      event.server === 'fails'
        ? reportPageMessages.replacementNotRecorded
        : reportPageMessages.reportReplaced,
  };
}

function deleteStep(e: Expected, event: QaEvent): Outcome {
  switch (event.step) {
    case 'request':
      return unchanged(withScreen(e, { reportDeletion: 'confirming' }));
    case 'cancel':
      return unchanged(withScreen(e, { reportDeletion: 'idle' }));
    case 'confirmFails':
      return unchanged(withScreen(e, { reportDeletion: 'failed' }));
    default:
      return {
        after: withScreen(
          { ...e, reportOnFile: false, savedReport: false },
          { report: 'empty', reportDeletion: 'idle' },
        ),
        shown: reportPageMessages.reportDeleted,
      };
  }
}

export function reportPage(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.replaceReport':
      return unchanged(withScreen(e, { report: 'replacing' }));
    case 'qa.cancelReplace':
      // The page opens again: settleReportPages shows what is on file.
      return unchanged(withScreen(e, { report: 'none' }));
    case 'qa.uploadReplacement':
      return replaced(e, event, world);
    case 'qa.deleteReport':
      return deleteStep(e, event);
    default:
      return unchanged(e);
  }
}

/** The summary fetches the report on file for its variants; without one it is ready at once. */
export function settleReportPages(e: Expected, world: World): Expected {
  if (e.page !== 'dashboardSummary' || e.screen.summary !== 'none') return e;
  const fails = e.reportOnFile && world.storedReportFails;
  return withScreen(e, { summary: fails ? 'unavailable' : 'ready' });
}
