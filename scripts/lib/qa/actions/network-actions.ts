import { line } from '../gherkin/lines';
import { accepts, pageIs, type QaAction, type QaState, qaEvent } from '../qa-types';

/**
 * The browser loses its connection, or gets it back: where it changes what the patient sees
 * (a report being read, "Continue with Google" on the sign-in page or in "Please sign in again").
 */
const readingReport = (state: QaState) =>
  pageIs(state, 'geneticReport') &&
  state.world.job !== null &&
  accepts(state, 'upload', 'upload.cancelled');

const signingIn = (state: QaState) =>
  pageIs(state, 'auth') || state.view.screen?.signInAgain === true;

const connectionLost = (state: QaState) =>
  pageIs(state, 'geneticReport') && accepts(state, 'upload', 'job.retried');

/** How long the app's client keeps asking about a report before it says the connection is lost. */
export const jobRetryMs = 16_000;

export const network: QaAction = {
  type: 'qa.network',
  offers: (state) => {
    if (state.persisted === null) return [];
    if (state.world.network === 'up') {
      return readingReport(state) || signingIn(state)
        ? [qaEvent('qa.network', { online: false })]
        : [];
    }
    return state.world.network === 'down' && (connectionLost(state) || signingIn(state))
      ? [qaEvent('qa.network', { online: true })]
      : [];
  },
  perform: (step, event) => {
    step.world = { ...step.world, network: event.online ? 'up' : 'down' };
  },
  when: (event) =>
    event.online ? 'the browser is online again' : 'the browser loses its connection',
  steps: (event, _, before) => {
    if (event.online) return [line('the browser is online again')];
    // The app's client asks again for 15 seconds before it gives up on a report being read.
    const waits = readingReport(before)
      ? [line(`${jobRetryMs.toLocaleString('en-US')} ms pass`)]
      : [];
    return [line('the browser goes offline'), ...waits];
  },
};
