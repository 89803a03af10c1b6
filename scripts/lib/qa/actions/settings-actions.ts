import { line, quoted } from '../gherkin/lines';
import { accepts, dialogOpen, pageIs, type QaAction, type QaState, qaEvent } from '../qa-types';
import { failing } from './dashboard-actions';

/**
 * Settings' own steps besides the password and the deletion: "Your data" (the FHIR record
 * downloaded, or the download failing and tried again) and "Recent activity" (failing to load,
 * then "Try again").
 */

/** The requests these steps make fail, as the BDD steps name them (docs/api.md). */
export const settingsRequests = {
  export: 'GET /api/user/export?format=fhir',
  activity: 'GET /api/user/activity',
} as const;

const onSettings = (state: QaState) => pageIs(state, 'dashboardSettings') && !dialogOpen(state);

const activityIs = (state: QaState, status: string) =>
  JSON.stringify(state.view.machines.account?.value ?? null).includes(`"activity":"${status}"`);

export const exportRecord: QaAction = {
  type: 'qa.export',
  offers: (state) =>
    onSettings(state) && accepts(state, 'settings', 'export.requested')
      ? [qaEvent('qa.export', { server: 'accepts' }), qaEvent('qa.export', { server: 'fails' })]
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('downloadExport');
    step.send('settings', { type: 'export.requested', format: 'fhir' });
  },
  when: (event) =>
    event.server === 'fails'
      ? 'the patient downloads their FHIR record, and the server fails (HTTP 500)'
      : 'the patient downloads their FHIR record',
  steps: (event) => [
    ...(event.server === 'fails' ? [failing(settingsRequests.export)] : []),
    line(`the patient presses ${quoted('Download FHIR record')}`),
  ],
};

/** Recent activity cannot be loaded: the server fails it while Settings loads again. */
export const activityFails: QaAction = {
  type: 'qa.activityFails',
  offers: (state) =>
    onSettings(state) && activityIs(state, 'shown') && !state.view.facts.saving
      ? [qaEvent('qa.activityFails', { url: state.expected.path })]
      : [],
  perform: (step, event) => {
    step.failNext('fetchActivity');
    step.open(String(event.url));
  },
  when: () =>
    'the server fails to send the recent activity (HTTP 500) as the patient reloads Settings',
  steps: () => [failing(settingsRequests.activity), line('the patient reloads the page')],
};

export const retryActivity: QaAction = {
  type: 'qa.retryActivity',
  offers: (state) =>
    onSettings(state) &&
    activityIs(state, 'unavailable') &&
    accepts(state, 'account', 'activity.reload')
      ? [qaEvent('qa.retryActivity')]
      : [],
  perform: (step) => step.send('account', { type: 'activity.reload' }),
  when: () => 'the patient presses "Try again" under Recent activity',
  steps: () => [line(`the patient presses ${quoted('Try again')}`)],
};
