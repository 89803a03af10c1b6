import { reportFileProblem } from '@/components/report-upload/report-file-rules';
import { line, quoted } from '../gherkin/lines';
import { uploadedFile } from '../gherkin/scenario';
import { accepts, type QaAction, qaEvent } from '../qa-types';
import { reportFiles } from '../server-model';
import { uploading, uploadShown } from './upload-actions';

/**
 * A file that is not what the step hoped for: a document the server reads but that is no genetic
 * test report (kept anyway, or replaced), and a file the browser refuses before sending it (an
 * empty one: the same check as the drop area's, `reportFileProblem`).
 */

const uploads = (kind: 'notReport' | 'empty') =>
  line(`the patient uploads the file ${quoted(uploadedFile(kind))}`);

export const chooseNotReport: QaAction = {
  type: 'qa.chooseNotReport',
  offers: (state) =>
    uploadShown(state) && !uploading(state) ? [qaEvent('qa.chooseNotReport')] : [],
  perform: (step) => {
    step.world = { ...step.world, holdQueue: null };
    const file = new File(['%PDF-1.4'], reportFiles.notReport.name);
    step.send('upload', { type: 'file.selected', file });
  },
  when: () => 'the patient uploads a PDF that is no genetic test report (a dental invoice)',
  steps: () => [uploads('notReport')],
};

export const keepFile: QaAction = {
  type: 'qa.keepFile',
  offers: (state) => (accepts(state, 'upload', 'report.kept') ? [qaEvent('qa.keepFile')] : []),
  perform: (step) => step.send('upload', { type: 'report.kept' }),
  when: () => 'the patient keeps the file anyway',
  steps: () => [line(`the patient presses ${quoted('Keep this file anyway')}`)],
};

/** What the browser knows of the empty file before it sends anything. */
export const emptyFile = { name: reportFiles.empty.name, type: 'application/pdf', size: 0 };

export const refuseFile: QaAction = {
  type: 'qa.refuseFile',
  offers: (state) => (uploadShown(state) && !uploading(state) ? [qaEvent('qa.refuseFile')] : []),
  perform: (step) => {
    const reason = reportFileProblem(emptyFile);
    if (!reason) throw new Error('The drop area would send an empty file');
    step.send('upload', { type: 'file.refused', reason });
  },
  when: () => 'the patient chooses an empty file, which the browser refuses to send',
  steps: () => [uploads('empty')],
};
