import type { Scope } from './graph-models';

/**
 * Scopes of the signed-in flows walked since the first QA steps (issue 29 item 2): Settings'
 * "Your data" and "Recent activity". Kept apart from `graph-models.ts` so each flow's scope
 * is one small list.
 */
export const signedInScopes: Scope[] = [
  // The FHIR download failing, then tried again; Recent activity failing, then "Try again".
  { given: 'finished', steps: ['qa.export', 'qa.activityFails', 'qa.retryActivity'], depth: 3 },
  // Step 4: a document that is no genetic report (kept anyway), a file the browser refuses.
  {
    given: 'signed-in-at-geneticReport',
    steps: ['qa.answerReport', 'qa.chooseNotReport', 'qa.keepFile', 'qa.refuseFile'],
    depth: 4,
  },
  // My genetic report: Replace (cancelled, done, the earlier one not deleted) and Delete.
  {
    given: 'finished-with-report',
    steps: ['qa.replaceReport', 'qa.cancelReplace', 'qa.uploadReplacement', 'qa.deleteReport'],
    depth: 4,
  },
  // The pre-visit summary with a report on file: fetched, or failing and tried again.
  { given: 'finished-with-report', steps: ['qa.follow'], depth: 2 },
  { given: 'finished-report-unavailable', steps: ['qa.follow', 'qa.reloadReport'], depth: 3 },
  // Profile: a section changed and not saved, then another page: keep editing, or leave.
  {
    given: 'finished-on-profile',
    steps: [
      'qa.editProfile',
      'qa.typeUnsaved',
      'qa.follow',
      'qa.answerLeave',
      'qa.routeWhileAsking',
    ],
    depth: 5,
  },
];
