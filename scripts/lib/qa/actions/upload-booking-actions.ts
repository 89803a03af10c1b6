import { line, quoted } from '../gherkin/lines';
import { uploadedFile } from '../gherkin/scenario';
import { accepts, pageIs, type QaAction, type QaState, qaEvent, stateValueOf } from '../qa-types';
import { reportFiles } from '../server-model';
import { bookedStartTime } from '../world';
import { uploadRequest } from './server-answers';

/** The upload area is on screen: step 4 with "Yes". */
const uploadShown = (state: QaState) =>
  pageIs(state, 'geneticReport') &&
  state.view.facts.reportAnswer &&
  accepts(state, 'upload', 'file.selected');

const uploading = (state: QaState) => accepts(state, 'upload', 'upload.cancelled');

export const chooseFile: QaAction = {
  type: 'qa.chooseFile',
  offers: (state) => {
    if (!uploadShown(state)) return [];
    // A second file while one uploads: only the readable one, answered at once.
    if (uploading(state)) return [qaEvent('qa.chooseFile', { file: 'report', server: 'answers' })];
    return [
      qaEvent('qa.chooseFile', { file: 'report', server: 'answers' }),
      qaEvent('qa.chooseFile', { file: 'report', server: 'slow' }),
      qaEvent('qa.chooseFile', { file: 'unreadable', server: 'answers' }),
    ];
  },
  perform: (step, event) => {
    const held = step.world.held.filter((src) => src !== 'uploadReport');
    step.world = {
      ...step.world,
      held: event.server === 'slow' ? [...held, 'uploadReport'] : held,
    };
    const file = reportFiles[event.file as keyof typeof reportFiles];
    step.send('upload', { type: 'file.selected', file: new File(['%PDF-1.4'], file.name) });
  },
  when: (event) => {
    const what =
      event.file === 'report'
        ? 'the patient uploads their genetic report (a PDF naming one variant)'
        : 'the patient uploads a file that is not a PDF, JPEG or PNG (named .pdf)';
    return event.server === 'slow' ? `${what}, and the server takes its time reading it` : what;
  },
  steps: (event) => [
    ...(event.server === 'slow'
      ? [line(`the server is slow to answer ${quoted(uploadRequest)}`)]
      : []),
    line(
      `the patient uploads the file ${quoted(uploadedFile(event.file as 'report' | 'unreadable'))}`,
    ),
  ],
};

export const cancelUpload: QaAction = {
  type: 'qa.cancelUpload',
  offers: (state) => (uploadShown(state) && uploading(state) ? [qaEvent('qa.cancelUpload')] : []),
  perform: (step) => {
    step.world = { ...step.world, held: step.world.held.filter((src) => src !== 'uploadReport') };
    step.send('upload', { type: 'upload.cancelled' });
  },
  when: () => 'the patient presses Cancel while the report uploads',
  steps: () => [line(`the patient presses ${quoted('Cancel')}`)],
};

export const book: QaAction = {
  type: 'qa.book',
  offers: (state) =>
    JSON.stringify(stateValueOf(state, 'booking')) === JSON.stringify({ embedded: 'ready' })
      ? [qaEvent('qa.book')]
      : [],
  perform: (step) => step.send('booking', { type: 'booking.booked', startTime: bookedStartTime }),
  when: () => 'the patient books a time in the calendar',
  steps: () => [line('the patient books a time in the calendar')],
};

export const retryBooking: QaAction = {
  type: 'qa.retryBooking',
  offers: (state) =>
    accepts(state, 'booking', 'booking.retry') ? [qaEvent('qa.retryBooking')] : [],
  perform: (step) => {
    step.world = { ...step.world, embed: 'stub' };
    step.send('booking', { type: 'booking.retry' });
  },
  when: () => 'the calendar can be reached again and the patient presses "Try again"',
  steps: () => [
    line("the booking calendar's script can be loaded again"),
    line(`the patient presses ${quoted('Try again')}`),
  ],
};
