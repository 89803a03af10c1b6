import type { ReportResult } from '@contract/report';
import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, spawnChild } from 'xstate';
import { bookingMachine } from '../booking/booking.machine';
import type { ToastInput } from '../domain/toast';
import { emailReminderMachine } from '../email/email-reminder.machine';
import { answersToSave, canSaveAnswers } from '../onboarding/step-rules';
import { areaOf, type DashboardRouteId } from '../routes/route-table';
import { saveAnswersMachine } from '../save/save-answers.machine';
import { failureOf, type SaveOutcome } from '../save/save-outcome';
import { settingsMachine } from '../settings/settings.machine';
import { messages } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { reasonOf } from '../shared/service-error';
import { uploadMachine } from '../upload/upload.machine';
import type {
  DashboardContext,
  DashboardEvent,
  DashboardInput,
  DashboardLeaveEvent,
  DashboardUnsavedEditEvent,
} from './dashboard-types';
import { deleteFailedText } from './report-page-messages';

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
    settings: settingsMachine,
    emailReminder: emailReminderMachine,
    upload: uploadMachine,
    /**
     * DELETE /api/genetic-report/report/{id}, then the answer "no genetic report" saved (which
     * removes any other report left on file): the report and hasGeneticReport go together.
     */
    deleteReport: fromPromise<void, { reportId: string }>(async () => notProvided('deleteReport')),
    /**
     * A new report is on file: the one it replaces is deleted (when another), and the answer
     * "I have a genetic report" saved.
     */
    recordReplacement: fromPromise<void, { replacedId: string | null; newId: string }>(async () =>
      notProvided('recordReplacement'),
    ),
    /** GET /api/genetic-report/report/{id}: the stored result of the report on file. */
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async () =>
      notProvided('fetchReport'),
    ),
    /** GET /api/user/document, saved as a file by the browser. */
    downloadReport: fromPromise<void>(async () => notProvided('downloadReport')),
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
    openSection: enqueueActions(({ event, enqueue }) => {
      enqueue.assign({
        section: event.type === 'profile.edit' ? event.section : null,
        unsavedEdit: false,
        saveFailure: null,
      });
      enqueue.sendParent({
        type: 'dashboard.unsavedEdit',
        unsaved: false,
      } satisfies DashboardUnsavedEditEvent);
    }),
    closeSection: enqueueActions(({ enqueue }) => {
      enqueue.assign({ section: null, unsavedEdit: false, saveFailure: null });
      enqueue.sendParent({
        type: 'dashboard.unsavedEdit',
        unsaved: false,
      } satisfies DashboardUnsavedEditEvent);
    }),
    keepUnsavedEdit: enqueueActions(({ event, enqueue }) => {
      const unsaved = event.type === 'profile.editChanged' && event.unsaved;
      enqueue.assign({ unsavedEdit: unsaved });
      enqueue.sendParent({
        type: 'dashboard.unsavedEdit',
        unsaved,
      } satisfies DashboardUnsavedEditEvent);
    }),
    holdRoute: assign({
      heldRoute: ({ event }) => (event.type === 'xstate.route' ? event : null),
    }),
    dropHeldRoute: assign({ heldRoute: null }),
    /**
     * Leaving anyway: the section closes unsaved, then the page asked for opens: here for a
     * dashboard page, through the app for any other address.
     */
    leaveUnsavedEdit: enqueueActions(({ context, enqueue }) => {
      enqueue.raise({ type: 'profile.editCancelled' });
      const held = context.heldRoute;
      if (held && areaOf(held.to) === 'dashboard') enqueue.raise(held);
      else if (held)
        enqueue.sendParent({ type: 'dashboard.leave', route: held } satisfies DashboardLeaveEvent);
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
    /** The new report is the one on file now; the one it replaces is remembered until deleted. */
    keepNewReport: assign(({ context, event }) => {
      if (event.type !== 'report.uploaded') return {};
      return {
        report: event.result,
        replacedReportId: context.profile.latestReportId,
        profile: {
          ...context.profile,
          latestReportId: event.result.run_id,
          hasGeneticReport: true,
        },
      };
    }),
    forgetReplacedReport: assign({ replacedReportId: null }),
    /** The report is deleted: the profile says there is none. */
    forgetReport: assign(({ context }) => ({
      report: null,
      deleteFailure: null,
      profile: { ...context.profile, latestReportId: null, hasGeneticReport: false },
    })),
    keepDeleteFailure: assign({
      deleteFailure: ({ event }) =>
        ('error' in event ? reasonOf(event.error) : null) ?? deleteFailedText,
    }),
    forgetDeleteFailure: assign({ deleteFailure: null }),
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
