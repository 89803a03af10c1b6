import { line, quoted } from '../gherkin/lines';
import { uploadedFile } from '../gherkin/scenario';
import { accepts, pageIs, type QaAction, type QaState, qaEvent } from '../qa-types';
import { reportFiles } from '../server-model';
import { failing } from './dashboard-actions';

/**
 * My genetic report's Replace and Delete (issue 23 item 7): a new report uploaded on the page (or
 * the upload cancelled), the earlier one deleted when the new one is on file; deleting the report
 * after "Delete your genetic report?", and both requests failing.
 */

/** The request that deletes a stored report: the first of both Delete and a replacement. */
export const reportDeleteRequest = 'DELETE /api/genetic-report/report/*';

const onReportPage = (state: QaState) => pageIs(state, 'dashboardReport');

const pageValue = (state: QaState) => JSON.stringify(state.view.machines.dashboard?.value ?? null);

export const replaceReport: QaAction = {
  type: 'qa.replaceReport',
  offers: (state) =>
    onReportPage(state) && accepts(state, 'dashboard', 'report.replace')
      ? [qaEvent('qa.replaceReport')]
      : [],
  perform: (step) => step.send('dashboard', { type: 'report.replace' }),
  when: () => 'the patient chooses to upload a new report',
  // "Upload a report" when none is on file, else "Replace".
  steps: (_, __, before) => [
    line(
      `the patient presses ${quoted(pageValue(before).includes('"empty"') ? 'Upload a report' : 'Replace')}`,
    ),
  ],
};

export const cancelReplace: QaAction = {
  type: 'qa.cancelReplace',
  offers: (state) =>
    onReportPage(state) &&
    accepts(state, 'dashboard', 'report.replaceCancelled') &&
    !accepts(state, 'upload', 'upload.cancelled')
      ? [qaEvent('qa.cancelReplace')]
      : [],
  perform: (step) => step.send('dashboard', { type: 'report.replaceCancelled' }),
  when: () => 'the patient cancels the new upload',
  steps: () => [line(`the patient presses ${quoted('Cancel')}`)],
};

export const uploadReplacement: QaAction = {
  type: 'qa.uploadReplacement',
  offers: (state) =>
    onReportPage(state) &&
    accepts(state, 'dashboard', 'report.replaceCancelled') &&
    accepts(state, 'upload', 'file.selected') &&
    !accepts(state, 'upload', 'upload.cancelled')
      ? [
          qaEvent('qa.uploadReplacement', { server: 'accepts' }),
          // Only a report on file is deleted first: that request is the one that fails.
          ...(state.world.account?.latestReportId
            ? [qaEvent('qa.uploadReplacement', { server: 'fails' })]
            : []),
        ]
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('recordReplacement');
    step.world = { ...step.world, holdQueue: null };
    const file = new File(['%PDF-1.4'], reportFiles.report.name);
    step.send('upload', { type: 'file.selected', file });
  },
  when: (event) =>
    event.server === 'fails'
      ? 'the patient uploads their new genetic report, and the server fails to delete the earlier one (HTTP 500)'
      : 'the patient uploads their new genetic report',
  steps: (event) => [
    ...(event.server === 'fails' ? [failing(reportDeleteRequest)] : []),
    line(`the patient uploads the file ${quoted(uploadedFile('report'))}`),
  ],
};

type DeleteStep = 'request' | 'cancel' | 'confirm' | 'confirmFails';

const deleteEvents: Record<DeleteStep, string> = {
  request: 'report.delete',
  cancel: 'report.deleteCancelled',
  confirm: 'report.deleteConfirmed',
  confirmFails: 'report.deleteConfirmed',
};

const deleteButtons: Record<DeleteStep, string> = {
  request: 'Delete',
  cancel: 'Cancel',
  confirm: 'Delete report',
  confirmFails: 'Delete report',
};

export const deleteReport: QaAction = {
  type: 'qa.deleteReport',
  offers: (state) =>
    onReportPage(state)
      ? (Object.keys(deleteEvents) as DeleteStep[])
          .filter((step) => accepts(state, 'dashboard', deleteEvents[step]))
          .map((step) => qaEvent('qa.deleteReport', { step }))
      : [],
  perform: (step, event) => {
    if (event.step === 'confirmFails') step.failNext('deleteReport');
    step.send('dashboard', { type: deleteEvents[event.step as DeleteStep] });
  },
  when: (event) =>
    ({
      request: 'the patient asks to delete their genetic report',
      cancel: 'the patient cancels the deletion of the report',
      confirm: 'the patient confirms the deletion of the report',
      confirmFails:
        'the patient confirms the deletion of the report, and the server fails (HTTP 500)',
    })[event.step as DeleteStep],
  steps: (event) => [
    ...(event.step === 'confirmFails' ? [failing(reportDeleteRequest)] : []),
    line(`the patient presses ${quoted(deleteButtons[event.step as DeleteStep])}`),
  ],
};
