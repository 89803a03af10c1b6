import { emptyProfile } from '@contract/profile/profile';
import { routeTable } from '@machines/routes/route-table';
import type { AnyEventObject } from 'xstate';
import { pageIs, type QaAction, type QaState } from '../qa-types';
import { currentUserOf, reportResultOf, sessionOf } from '../server-model';
import { bookedStartTime, emptyStored, typicalAnswers } from '../world';

/**
 * Machine-level steps: an event sent straight to one machine of the running system, for the
 * transitions no screen can reach yet (no screen sends the event, or only a crash of a child
 * actor would). They never appear in the QA paths; the model-based test uses them to reach
 * 100 % and lists them apart.
 */

const newAccount = { kind: 'password' as const, stored: emptyStored(), latestReportId: null };

const userEvents: Record<string, AnyEventObject[]> = {
  'session.reauth.submitted': [
    { type: 'session.reauth.submitted', email: 'patient@example.test', password: 'right-password' },
  ],
  'session.reauth.google': [{ type: 'session.reauth.google' }],
  'session.renewed': [{ type: 'session.renewed' }],
  'auth.google.started': [{ type: 'auth.google.started' }],
  'profile.edit': [{ type: 'profile.edit', section: 'medicalCondition' }],
  'profile.editCancelled': [{ type: 'profile.editCancelled' }],
  'profile.editChanged': [
    { type: 'profile.editChanged', unsaved: true },
    { type: 'profile.editChanged', unsaved: false },
  ],
  'profile.leaveConfirmed': [{ type: 'profile.leaveConfirmed' }],
  'profile.leaveCancelled': [{ type: 'profile.leaveCancelled' }],
  'profile.changed': [{ type: 'profile.changed', profile: emptyProfile('patient@example.test') }],
  'step.submitted': [
    { type: 'step.submitted', step: 'medicalCondition', values: typicalAnswers.medicalCondition },
  ],
  'appointment.schedule': [{ type: 'appointment.schedule' }],
  'appointment.scheduleClosed': [{ type: 'appointment.scheduleClosed' }],
  'appointment.booked': [{ type: 'appointment.booked', startTime: bookedStartTime }],
  'report.reload': [{ type: 'report.reload' }],
  'report.kept': [{ type: 'report.kept' }],
  'report.replace': [{ type: 'report.replace' }],
  'report.replaceCancelled': [{ type: 'report.replaceCancelled' }],
  'report.delete': [{ type: 'report.delete' }],
  'report.deleteCancelled': [{ type: 'report.deleteCancelled' }],
  'report.deleteConfirmed': [{ type: 'report.deleteConfirmed' }],
  'job.retried': [{ type: 'job.retried' }],
  'upload.cancelled': [{ type: 'upload.cancelled' }],
  // A file as JSON can carry: the machine only passes it on to the (inert) upload request.
  'file.selected': [{ type: 'file.selected', file: { name: 'report.pdf' } }],
  'file.refused': [{ type: 'file.refused', reason: 'This file is larger than 10MB.' }],
  'report.download': [{ type: 'report.download' }],
  'export.requested': [
    { type: 'export.requested', format: 'fhir' },
    { type: 'export.requested', format: 'phenopacket' },
  ],
  'password.submitted': [
    { type: 'password.submitted', currentPassword: 'right-password', newPassword: 'new-password' },
  ],
  'deletion.requested': [{ type: 'deletion.requested' }],
  'deletion.cancelled': [{ type: 'deletion.cancelled' }],
  'deletion.confirmed': [{ type: 'deletion.confirmed' }],
  'residence.chosen': [{ type: 'residence.chosen', state: 'MI' }],
  // The language menu is on the sign-in page and on Settings (offered there only, below).
  'language.chosen': [{ type: 'language.chosen', locale: 'es' }],
  'language.signedIn': [{ type: 'language.signedIn', profileLanguage: 'es' }],
  // Typing in the register form after its problems were shown (issue 30, row 5).
  'auth.register.changed': [
    {
      type: 'auth.register.changed',
      name: 'Pat Doe',
      email: 'patient@example.test',
      password: 'new quiet harbour',
      confirmPassword: 'another',
    },
  ],
  'xstate.route': routeTable
    .filter((route) => route.area !== 'emailLink' && route.id !== 'forgotPassword')
    .map((route) => ({ type: 'xstate.route', to: `#${route.id}` })),
  'activity.reload': [{ type: 'activity.reload' }],
  'forgot.submitted': [{ type: 'forgot.submitted', email: 'patient@example.test' }],
  'forgot.restarted': [{ type: 'forgot.restarted' }],
  'reset.submitted': [
    {
      type: 'reset.submitted',
      password: 'new quiet harbour',
      confirmPassword: 'new quiet harbour',
    },
    { type: 'reset.submitted', password: 'new quiet harbour', confirmPassword: 'another' },
  ],
  'confirm.retried': [{ type: 'confirm.retried' }],
  'confirmation.resend': [{ type: 'confirmation.resend' }],
};

/**
 * Issue 25's events (recovery scopes only, graph-models.ts `recovery`): the addresses of its
 * pages (links in mail with their token and cut short), its buttons, and the answers of its
 * requests and child machines.
 */
const recoveryRoutes: AnyEventObject[] = [
  ...routeTable
    .filter((route) => route.area === 'emailLink')
    .flatMap((route) => [
      { type: 'xstate.route', to: `#${route.id}`, hash: '#token=qa-link-token' },
      { type: 'xstate.route', to: `#${route.id}` },
    ]),
  { type: 'xstate.route', to: '#auth' },
  { type: 'xstate.route', to: '#forgotPassword' },
  // Terms and Privacy open from a link in mail's page and back (ux4's policy pages).
  { type: 'xstate.route', to: '#terms' },
];
const recoveryEvents = new Set([
  'forgot.submitted',
  'forgot.restarted',
  'reset.submitted',
  'confirm.retried',
  'confirmation.resend',
  'activity.reload',
]);
const recoveryActors = new Set([
  'forgotPassword',
  'requestPasswordReset',
  'resetPassword',
  'setNewPassword',
  'confirmEmail',
  'verifyEmail',
  'emailReminder',
  'resendConfirmation',
  'fetchActivity',
]);

/** What an invoked actor may end with, by its source (requests) or its id (child machines). */
const outputs: Record<string, unknown[]> = {
  fetchCurrentUser: [null, currentUserOf(newAccount)],
  renewSession: [sessionOf()],
  login: [sessionOf()],
  register: [sessionOf()],
  exchangeGoogleCode: [sessionOf()],
  startGoogleSignIn: [undefined],
  saveAnswers: [undefined],
  uploadReport: [
    reportResultOf('report'),
    queuedJob('queued'),
    queuedJob('reading'),
    unreadableResult(),
  ],
  fetchJob: [
    queuedJob('queued'),
    queuedJob('reading'),
    reportResultOf('report'),
    unreadableResult(),
  ],
  fetchWaitingJob: [null, queuedJob('reading')],
  fetchReport: [reportResultOf('report')],
  downloadReport: [undefined],
  downloadExport: [undefined],
  changePassword: [undefined],
  deleteAccount: [undefined],
  loadCatalogue: [undefined],
  fetchActivity: [[]],
  resendConfirmation: ['We have sent a new confirmation link to patient@example.test.'],
  save: [
    { ok: true, failure: null },
    { ok: false, failure: { reason: null, field: null } },
  ],
};

/** A photo read too badly to trust (issue 23): the patient keeps it or chooses another. */
function unreadableResult() {
  return { ...reportResultOf('report'), variants: [], readable: false };
}

/**
 * In the scope of issue 23's doubtful readings (graph-models.ts, `unreadable`), the upload and
 * the job answer only a reading that failed, or (the upload) a job being read.
 */
const unreadableOutputs: Record<string, unknown[]> = {
  uploadReport: [unreadableResult(), queuedJob('reading')],
  fetchJob: [unreadableResult()],
};

/** The report queue's answer while a report waits or is read (contract/report.ts). */
function queuedJob(status: 'queued' | 'reading') {
  return {
    job_id: 'job-1',
    status,
    ahead: status === 'queued' ? 2 : 0,
    status_url: '/api/genetic-report/jobs/job-1',
  };
}

const errors = [
  { status: 401, detail: 'Your session has ended.', message: 'Unauthorized' },
  { status: null, detail: null, message: 'Crashed' },
];

/** A link the server refuses (used, expired or superseded): 400, for the pages links open. */
const linkRefused = { status: 400, detail: 'This link has expired or was already used.' };
const errorsOf: Record<string, unknown[]> = {
  setNewPassword: [...errors, { ...linkRefused, message: 'Bad Request' }],
  verifyEmail: [...errors, { ...linkRefused, message: 'Bad Request' }],
};

/** The source of the request or child machine an answer event is for. */
function sourceOf(state: QaState, machineId: string, type: string): string {
  const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
  return state.view.pending.find((p) => p.machineId === machineId && p.childId === id)?.src ?? id;
}

function payloads(state: QaState, machineId: string, type: string): AnyEventObject[] {
  const src = sourceOf(state, machineId, type);
  if (type.startsWith('xstate.done.actor.')) {
    const answers = (machineLevelGoal.unreadable && unreadableOutputs[src]) || outputs[src];
    return (answers ?? [undefined]).map((output) => ({ type, output }));
  }
  if (type.startsWith('xstate.error.actor.')) {
    return (errorsOf[src] ?? errors).map((error) => ({ type, error }));
  }
  if (type.startsWith('xstate.after.')) return [{ type }];
  if (type.startsWith('language.') && !pageIs(state, 'auth', 'dashboardSettings')) return [];
  if (type === 'xstate.route' && machineLevelGoal.recovery) return recoveryRoutes;
  return userEvents[type] ?? [];
}

/** Whether an event belongs to issue 25's flows (walked in the recovery scopes only). */
function isRecovery(state: QaState, machineId: string, type: string): boolean {
  if (type === 'xstate.route') return machineLevelGoal.recovery;
  if (recoveryEvents.has(type)) return true;
  return (
    /^xstate\.(done|error)\./.test(type) && recoveryActors.has(sourceOf(state, machineId, type))
  );
}

/**
 * Event types the machine-level search looks for (those of transitions not yet taken); while it
 * is not searching (`active` false), no machine-level step is offered.
 */
export const machineLevelGoal: {
  active: boolean;
  types: Set<string>;
  recovery: boolean;
  unreadable: boolean;
  /** When set, only these event types and the answers of these requests are offered. */
  only: Set<string> | null;
} = {
  active: false,
  types: new Set(),
  recovery: false,
  unreadable: false,
  only: null,
};

/** Whether a scope limited to `only` (graph-models.ts) offers this event. */
function allowedByScope(state: QaState, machineId: string, type: string): boolean {
  const only = machineLevelGoal.only;
  if (!only) return true;
  if (/^xstate\.(done|error)\./.test(type)) return only.has(sourceOf(state, machineId, type));
  return only.has(type);
}

export const machineEvent: QaAction = {
  type: 'qa.machineEvent',
  offers: (state) => {
    if (!machineLevelGoal.active || state.persisted === null) return [];
    return Object.entries(state.view.machines).flatMap(([machineId, machine]) =>
      machine.accepts
        .filter(
          (type) =>
            machineLevelGoal.types.has(type) ||
            machineLevelGoal.only?.has(type) ||
            /^xstate\.(done|error)\./.test(type),
        )
        .filter((type) => isRecovery(state, machineId, type) === machineLevelGoal.recovery)
        .filter((type) => allowedByScope(state, machineId, type))
        .flatMap((type) => payloads(state, machineId, type))
        .map((event) => ({
          type: 'qa.machineEvent' as const,
          machine: machineId,
          event: JSON.stringify(event),
        })),
    );
  },
  perform: (step, event) => step.send(String(event.machine), JSON.parse(String(event.event))),
  when: (event) => `(machine level) ${event.machine} receives ${event.event}`,
  steps: () => {
    throw new Error('a machine-level step is never part of a QA path');
  },
};
