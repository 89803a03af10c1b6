import { answersOfStep, type UserProfile } from '@contract/profile/profile';
import { line, quoted, type StepLine } from '../gherkin/lines';
import { shownPassword } from '../gherkin/scenario';
import { findMachine } from '../live-system';
import { accepts, pageIs, type QaAction, qaEvent, stateValueOf } from '../qa-types';
import type { StepContext } from '../step-context';
import { bookedStartTime, passwordOf, rightPassword } from '../world';

/**
 * The dashboard's own steps: editing a Profile section, scheduling from Appointments, the
 * report's download, and Settings' password and account deletion.
 */

/** The section the paths edit on the Profile page, and the answer they change. */
export const editedSection = {
  id: 'medicalHistory',
  button: 'Edit medical history',
  field: 'Family medical history',
  value: 'Father has asthma',
} as const;

/** The first day of the booked appointment's month, as the calendar names it (America/Detroit). */
function freeDay(): string {
  const booked = new Date(bookedStartTime);
  const first = new Date(Date.UTC(booked.getUTCFullYear(), booked.getUTCMonth(), 1, 12));
  return first.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/Detroit',
  });
}

/** The server answers the next request of this kind with HTTP 500 (e2e/bdd/given.steps.ts). */
export const failing = (request: string): StepLine =>
  line(`the server answers the next ${quoted(request)} with HTTP 500`);

export const editProfile: QaAction = {
  type: 'qa.editProfile',
  offers: (state) =>
    pageIs(state, 'dashboardProfile') &&
    JSON.stringify(stateValueOf(state, 'dashboard')).includes('"profileEdit":"viewing"')
      ? [qaEvent('qa.editProfile')]
      : [],
  perform: (step) => step.send('dashboard', { type: 'profile.edit', section: editedSection.id }),
  when: () => 'the patient edits their medical history on the Profile page',
  steps: () => [line(`the patient presses ${quoted(editedSection.button)}`)],
};

export const cancelEdit: QaAction = {
  type: 'qa.cancelEdit',
  offers: (state) =>
    pageIs(state, 'dashboardProfile') && accepts(state, 'dashboard', 'profile.editCancelled')
      ? [qaEvent('qa.cancelEdit')]
      : [],
  perform: (step) => step.send('dashboard', { type: 'profile.editCancelled' }),
  when: () => 'the patient cancels the edit',
  steps: () => [line(`the patient presses ${quoted('Cancel')}`)],
};

const serverModes = ['accepts', 'fails', 'refusesToken'] as const;

function profileOf(step: StepContext): UserProfile {
  const dashboard = step.root ? findMachine(step.root, 'dashboard') : undefined;
  if (!dashboard) throw new Error('No dashboard is running');
  return (dashboard.snapshot.context as { profile: UserProfile }).profile;
}

export const saveProfile: QaAction = {
  type: 'qa.saveProfile',
  offers: (state) =>
    pageIs(state, 'dashboardProfile') && accepts(state, 'dashboard', 'step.submitted')
      ? serverModes.map((server) => qaEvent('qa.saveProfile', { server }))
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('saveAnswers');
    if (event.server === 'refusesToken') step.world = { ...step.world, token: 'rejected' };
    const values = {
      ...answersOfStep(profileOf(step), editedSection.id),
      familyHistory: editedSection.value,
    };
    step.send('dashboard', { type: 'step.submitted', step: editedSection.id, values });
  },
  when: (event) =>
    ({
      accepts: 'the patient changes their family history and saves',
      fails: 'the patient changes their family history and saves, and the server fails (HTTP 500)',
      refusesToken:
        "the patient's session is no longer accepted, and the patient changes their family history and saves",
    })[event.server as (typeof serverModes)[number]],
  steps: (event) => [
    ...(event.server === 'fails' ? [failing('POST /api/user/onboarding')] : []),
    ...(event.server === 'refusesToken' ? [line('the session ends on the server')] : []),
    line(`the patient fills in ${quoted(editedSection.field)} with ${quoted(editedSection.value)}`),
    line(`the patient presses ${quoted('Save changes')}`),
  ],
};

export const schedule: QaAction = {
  type: 'qa.schedule',
  offers: (state) =>
    pageIs(state, 'dashboardCalendar') && accepts(state, 'dashboard', 'appointment.schedule')
      ? [qaEvent('qa.schedule')]
      : [],
  perform: (step) => step.send('dashboard', { type: 'appointment.schedule' }),
  when: () => 'the patient schedules a new appointment',
  // The calendar opens on the month of the booked appointment: its first day is free.
  steps: () => [
    line(`the patient presses ${quoted(freeDay())}`),
    line(`the patient presses ${quoted('Schedule New Appointment')}`),
  ],
};

export const closeSchedule: QaAction = {
  type: 'qa.closeSchedule',
  offers: (state) =>
    accepts(state, 'dashboard', 'appointment.scheduleClosed') ? [qaEvent('qa.closeSchedule')] : [],
  perform: (step) => step.send('dashboard', { type: 'appointment.scheduleClosed' }),
  when: () => 'the patient closes the scheduling calendar',
  steps: () => [line(`the patient presses ${quoted('Close')}`)],
};

export const download: QaAction = {
  type: 'qa.download',
  offers: (state) =>
    pageIs(state, 'dashboardReport') && accepts(state, 'dashboard', 'report.download')
      ? [qaEvent('qa.download', { server: 'accepts' }), qaEvent('qa.download', { server: 'fails' })]
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('downloadReport');
    step.send('dashboard', { type: 'report.download' });
  },
  when: (event) =>
    event.server === 'fails'
      ? 'the patient downloads the original file, and the server fails (HTTP 500)'
      : 'the patient downloads the original file',
  steps: (event) => [
    ...(event.server === 'fails' ? [failing('GET /api/user/document')] : []),
    line(`the patient presses ${quoted('Download the original file')}`),
  ],
};

export const changePassword: QaAction = {
  type: 'qa.changePassword',
  offers: (state) => {
    if (!pageIs(state, 'dashboardSettings') || !accepts(state, 'account', 'password.submitted')) {
      return [];
    }
    // Changed once, the paths only try a wrong one (a second change would be the same story).
    const changed = passwordOf(state.world.account) !== rightPassword;
    return [
      ...(changed ? [] : [qaEvent('qa.changePassword', { current: 'right' })]),
      qaEvent('qa.changePassword', { current: 'wrong' }),
    ];
  },
  perform: (step, event) =>
    step.send('account', {
      type: 'password.submitted',
      currentPassword: event.current === 'right' ? passwordOf(step.world.account) : 'wrong',
      newPassword: 'new-password',
    }),
  when: (event) =>
    event.current === 'right'
      ? 'the patient changes their password'
      : 'the patient tries to change their password with a wrong current password',
  steps: (event, _, before) => [
    line('the patient fills in the form:', [
      [
        'Current password',
        shownPassword(event.current === 'right' ? passwordOf(before.world.account) : 'wrong'),
      ],
      ['New password', shownPassword('new-password')],
      ['Repeat the new password', shownPassword('new-password')],
    ]),
    line(`the patient presses ${quoted('Change password')}`),
  ],
};

type DeletionStep = 'request' | 'cancel' | 'confirm' | 'confirmFails';

const deletionEvents: Record<DeletionStep, string> = {
  request: 'deletion.requested',
  cancel: 'deletion.cancelled',
  confirm: 'deletion.confirmed',
  confirmFails: 'deletion.confirmed',
};

export const deleteAccount: QaAction = {
  type: 'qa.deleteAccount',
  offers: (state) =>
    pageIs(state, 'dashboardSettings')
      ? (Object.keys(deletionEvents) as DeletionStep[])
          .filter((step) => accepts(state, 'account', deletionEvents[step]))
          .map((step) => qaEvent('qa.deleteAccount', { step }))
      : [],
  perform: (step, event) => {
    if (event.step === 'confirmFails') step.failNext('deleteAccount');
    step.send('account', { type: deletionEvents[event.step as DeletionStep] });
  },
  when: (event) =>
    ({
      request: 'the patient asks to delete their account',
      cancel: 'the patient cancels the deletion',
      confirm: 'the patient confirms the deletion',
      confirmFails: 'the patient confirms the deletion, and the server fails (HTTP 500)',
    })[event.step as DeletionStep],
  steps: (event) =>
    ({
      request: [line(`the patient presses ${quoted('Delete my account')}`)],
      cancel: [line(`the patient presses ${quoted('Cancel')}`)],
      confirm: [line(`the patient presses ${quoted('Delete everything')}`)],
      confirmFails: [
        failing('DELETE /api/user'),
        line(`the patient presses ${quoted('Delete everything')}`),
      ],
    })[event.step as DeletionStep],
};
