import type { ExportFormat } from '@contract/export';
import type { ReportResult } from '@contract/report';
import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, spawnChild } from 'xstate';
import { accountMachine } from '../account/account.machine';
import { bookingMachine } from '../booking/booking.machine';
import type { ToastInput } from '../domain/toast';
import { emailReminderMachine } from '../email/email-reminder.machine';
import { answersToSave, canSaveAnswers } from '../onboarding/step-rules';
import type { DashboardRouteId } from '../routes/route-table';
import { saveAnswersMachine } from '../save/save-answers.machine';
import { failureOf, type SaveOutcome } from '../save/save-outcome';
import { messages } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import type { DashboardContext, DashboardEvent, DashboardInput } from './dashboard-types';

/** The dashboard machine's actors, conditions and effects, by name (the flow: dashboard.machine.ts). */
export const dashboardSetup = setup({
  types: {
    input: {} as DashboardInput,
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    saveAnswers: saveAnswersMachine,
    booking: bookingMachine,
    account: accountMachine,
    emailReminder: emailReminderMachine,
    /** GET /api/genetic-report/report/{id}: the stored result of the report on file. */
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async () =>
      notProvided('fetchReport'),
    ),
    /** GET /api/user/document, saved as a file by the browser. */
    downloadReport: fromPromise<void>(async () => notProvided('downloadReport')),
    /** GET /api/user/export?format=..., saved as a file by the browser. */
    downloadExport: fromPromise<void, { format: ExportFormat }>(async () =>
      notProvided('downloadExport'),
    ),
  },
  guards: {
    /** A route event for another page than the one shown (the page shown stays as it is). */
    opensPage: ({ context, event }, params: { page: DashboardRouteId }) =>
      event.type === 'xstate.route' &&
      event.to === `#${params.page}` &&
      context.page !== params.page,
    /** A route event for another page while a Profile section holds unsaved answers. */
    leavesUnsavedEdit: ({ context, event }) =>
      event.type === 'xstate.route' &&
      event.to !== '#dashboardProfile' &&
      context.section !== null &&
      context.unsavedEdit,
    canSaveSection: ({ context, event }) =>
      event.type === 'step.submitted' &&
      event.step === context.section &&
      canSaveAnswers(event.step, event.values),
    hasReportOnFile: ({ context }) => context.profile.latestReportId !== null,
    saveSucceeded: ({ event }) =>
      'output' in event && (event.output as SaveOutcome | undefined)?.ok === true,
  },
  actions: {
    showPage: assign((_, params: { page: DashboardRouteId }) => ({ page: params.page })),
    replayStartRoute: enqueueActions(({ context, enqueue }) => {
      if (context.route) enqueue.raise(context.route);
      enqueue.assign({ route: null });
    }),
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
    openSection: assign({
      section: ({ event }) => (event.type === 'profile.edit' ? event.section : null),
      unsavedEdit: false,
      saveFailure: null,
    }),
    closeSection: assign({ section: null, unsavedEdit: false, saveFailure: null }),
    keepUnsavedEdit: assign({
      unsavedEdit: ({ event }) => event.type === 'profile.editChanged' && event.unsaved,
    }),
    holdRoute: assign({
      heldRoute: ({ event }) => (event.type === 'xstate.route' ? event : null),
    }),
    dropHeldRoute: assign({ heldRoute: null }),
    /** Leaving anyway: the section closes unsaved, then the page asked for opens. */
    leaveUnsavedEdit: enqueueActions(({ context, enqueue }) => {
      enqueue.raise({ type: 'profile.editCancelled' });
      if (context.heldRoute) enqueue.raise(context.heldRoute);
      enqueue.assign({ heldRoute: null });
    }),
    keepAnswers: assign(({ context, event }) => {
      if (event.type !== 'step.submitted') return {};
      const patch = answersToSave(event.step, event.values, context.profile);
      return {
        profile: { ...context.profile, ...patch },
        saveInput: {
          patch,
          toasts: { saved: messages.profileSaved, failed: messages.profileFailed },
        },
        saveFailure: null,
      };
    }),
    keepSaveFailure: assign({
      saveFailure: ({ event }) =>
        'output' in event
          ? ((event.output as SaveOutcome).failure ?? failureOf(null))
          : failureOf('error' in event ? event.error : null),
    }),
    reportProfile: sendParent(({ context }) => ({
      type: 'profile.changed',
      profile: context.profile,
    })),
    reportSessionExpired: sendParent({ type: 'session.expired' }),
    reportAccountDeleted: sendParent({ type: 'account.deleted' }),
    forwardToSave: sendTo('save', { type: 'session.renewed' }),
    keepReport: assign({
      report: ({ event }) => ('output' in event ? (event.output as ReportResult) : null),
    }),
    keepExportFormat: assign({
      exportFormat: ({ context, event }) =>
        event.type === 'export.requested' ? event.format : context.exportFormat,
    }),
    keepAppointment: assign({
      profile: ({ context, event }) =>
        event.type === 'appointment.booked'
          ? { ...context.profile, appointmentDate: event.startTime }
          : context.profile,
    }),
    recordAppointment: spawnChild('saveAnswers', {
      input: ({ context }) => ({
        patch: { appointmentDate: context.profile.appointmentDate },
        toasts: { saved: null, failed: messages.appointmentNotSaved },
      }),
    }),
  },
});
