import { type OnboardingStepId, rankOfStep } from '@contract/onboarding/steps';
import { assign, enqueueActions, raise, sendParent, sendTo, setup, spawnChild } from 'xstate';
import { bookingMachine } from '../booking/booking.machine';
import type { ToastInput } from '../domain/toast';
import { saveAnswersMachine } from '../save/save-answers.machine';
import { failureOf, type SaveOutcome } from '../save/save-outcome';
import { stepToasts } from '../shared/messages';
import { toastActor } from '../shared/send-toast';
import { uploadMachine } from '../upload/upload.machine';
import type { OnboardingContext, OnboardingEvent, OnboardingInput } from './onboarding-types';
import {
  answersToSave,
  canOpenStep,
  canSaveStep,
  isOutsideServedState,
  removesReport,
} from './step-rules';

/**
 * The onboarding machine's vocabulary: its actors, conditions and effects, by name. The flow
 * itself (states and transitions) is in onboarding.machine.ts.
 */
export const onboardingSetup = setup({
  types: {
    input: {} as OnboardingInput,
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    output: {} as OnboardingContext['profile'],
  },
  actors: { saveAnswers: saveAnswersMachine, upload: uploadMachine, booking: bookingMachine },
  guards: {
    resumesAt: ({ context }, params: { step: OnboardingStepId }) =>
      context.resumeAt === params.step,
    /** A route event for a step the patient may open, other than the one shown. */
    canOpen: ({ context, event }, params: { step: OnboardingStepId }) =>
      event.type === 'xstate.route' &&
      event.to === `#${params.step}` &&
      canOpenStep(context, params.step),
    changesStepOneAddress: ({ context, event }) =>
      event.type === 'xstate.route' &&
      event.to === '#personalInfo' &&
      context.page === 'personalInfo' &&
      (event.alias === true) !== context.stepOneAlias,
    isOutsideMichigan: ({ event }) =>
      event.type === 'residence.chosen' && isOutsideServedState(event.state),
    canSave: ({ context, event }) =>
      event.type === 'step.submitted' && canSaveStep(context, event.step, event.values),
    /** "No" to a report while one is on file or on its way, not yet confirmed. */
    removesReport: ({ context, event }) =>
      event.type === 'step.submitted' &&
      event.removalConfirmed !== true &&
      removesReport(context, event.step, event.values) &&
      canSaveStep(context, event.step, event.values),
    saveSucceeded: ({ event }) =>
      'output' in event && (event.output as SaveOutcome | undefined)?.ok === true,
    savedThisStep: ({ context, event }) =>
      event.type === 'step.saved' && event.step === context.page,
    savedYesToReport: ({ context, event }) =>
      event.type === 'step.saved' &&
      event.step === context.page &&
      context.profile.hasGeneticReport === true,
  },
  actions: {
    showStep: assign(({ context }, params: { step: OnboardingStepId }) => ({
      page: params.step,
      furthestRank: Math.max(context.furthestRank, rankOfStep(params.step)),
    })),
    replayStartRoute: enqueueActions(({ context, enqueue }) => {
      if (context.route) enqueue.raise(context.route);
      enqueue.assign({ route: null });
    }),
    noteRouteAlias: assign({
      stepOneAlias: ({ event }) => event.type === 'xstate.route' && event.alias === true,
    }),
    useRouteAlias: assign({ stepOneAlias: true }),
    forgetRouteAlias: assign({ stepOneAlias: false }),
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
    keepAnswersLocally: assign({
      profile: ({ context, event }) => {
        if (event.type !== 'step.back' || !event.values || !context.page) return context.profile;
        return {
          ...context.profile,
          ...answersToSave(context.page, event.values, context.profile),
        };
      },
    }),
    keepAnswers: assign(({ context, event }) => {
      if (event.type !== 'step.submitted') return {};
      const patch = answersToSave(event.step, event.values, context.profile);
      return {
        profile: { ...context.profile, ...patch },
        pending: { step: event.step, patch },
        saveInput: { patch, toasts: stepToasts[event.step] },
        saveFailure: null,
      };
    }),
    keepSaveFailure: assign({
      saveFailure: ({ event }) =>
        'output' in event
          ? ((event.output as SaveOutcome).failure ?? failureOf(null))
          : failureOf('error' in event ? event.error : null),
    }),
    announceSaved: raise(({ context }) => ({
      type: 'step.saved' as const,
      step: context.pending?.step ?? ('personalInfo' as const),
    })),
    reportProfile: sendParent(({ context }) => ({
      type: 'profile.changed',
      profile: context.profile,
    })),
    reportSessionExpired: sendParent({ type: 'session.expired' }),
    forwardToSave: sendTo('save', { type: 'session.renewed' }),
    openReportStep: assign(({ context }) => ({
      reportAnswer: context.profile.hasGeneticReport,
      reportOnFile: context.profile.latestReportId !== null,
    })),
    keepReportAnswer: assign({
      reportAnswer: ({ context, event }) =>
        event.type === 'report.answered' ? event.hasReport : context.reportAnswer,
    }),
    noteReportOnFile: assign(({ context, event }) => ({
      reportOnFile: true,
      profile:
        event.type === 'report.uploaded'
          ? { ...context.profile, latestReportId: event.result.run_id ?? null }
          : context.profile,
    })),
    noteNoReportOnFile: assign({ reportOnFile: false }),
    resumeReading: assign({ reportAnswer: true, readingResumed: true }),
    keepReportPending: assign({
      reportPending: ({ context, event }) =>
        event.type === 'report.pending' ? event.pending : context.reportPending,
    }),
    holdSubmission: assign({
      heldSubmission: ({ event }) =>
        event.type === 'step.submitted' ? { step: event.step, values: event.values } : null,
    }),
    dropHeldSubmission: assign({ heldSubmission: null }),
    /** The held "No", submitted again as confirmed. */
    submitConfirmedRemoval: enqueueActions(({ context, enqueue }) => {
      const held = context.heldSubmission;
      if (held) enqueue.raise({ type: 'step.submitted', ...held, removalConfirmed: true });
      enqueue.assign({ heldSubmission: null });
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
        toasts: { saved: null, failed: null },
      }),
    }),
  },
});
