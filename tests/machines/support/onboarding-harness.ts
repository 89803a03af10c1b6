import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { AnswersPatch, UserProfile } from '@contract/profile/profile';
import type { ReportJob, ReportResult } from '@contract/report';
import {
  type BookingEmbedInput,
  type BookingEvent,
  bookingMachine,
} from '@machines/booking/booking.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import type { RouteEvent } from '@machines/routes/route-event';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import type { AnyActorRef } from 'xstate';
import { controllable, controllableCallback, settle } from './controllable';
import { newProfile } from './fixtures';
import { startHosted } from './host';

export interface OnboardingStart {
  profile?: UserProfile;
  resumeAt?: OnboardingStepId | null;
  route?: RouteEvent | null;
  /** Hold the question "does a report sent earlier still wait?" (else it fails: nothing waits). */
  holdWaitingJob?: boolean;
}

/** The onboarding machine with its save, upload and booking requests held by the test. */
export function startOnboarding({
  profile = newProfile(),
  resumeAt = 'personalInfo',
  route = null,
  holdWaitingJob = false,
}: OnboardingStart = {}) {
  const waiting = controllable<ReportJob | null>();
  const poll = controllable<ReportAnswer, { statusUrl: string }>();
  const save = controllable<void, { patch: AnswersPatch }>();
  const upload = controllable<ReportAnswer, { file: File }>();
  const fetchReport = controllable<ReportResult, { reportId: string }>();
  const embed = controllableCallback<BookingEvent, BookingEmbedInput>();
  const machine = onboardingMachine.provide({
    actors: {
      saveAnswers: saveAnswersMachine.provide({ actors: { saveAnswers: save.logic } }),
      upload: uploadMachine.provide({
        actors: {
          uploadReport: upload.logic,
          fetchReport: fetchReport.logic,
          fetchJob: poll.logic,
          ...(holdWaitingJob && { fetchWaitingJob: waiting.logic }),
        },
        actions: { storeRunId: () => {} },
      }),
      booking: bookingMachine.provide({ actors: { loadBookingEmbed: embed.logic } }),
    },
  });
  const hosted = startHosted(machine, { profile, resumeAt, route }, 'onboarding');
  const { actor, snapshot } = hosted;
  const submit = (step: OnboardingStepId, values: AnswersPatch) =>
    actor.send({ type: 'step.submitted', step, values });
  return {
    ...hosted,
    save,
    upload,
    fetchReport,
    waiting,
    poll,
    embed,
    submit,
    page: () => snapshot().context.page,
    saveState: () => (snapshot().value as { active?: { save?: string } }).active?.save,
    /** The last save answers "stored". */
    saveSucceeds: async () => {
      save.last().resolve();
      await settle();
    },
    saveFails: async (error: unknown) => {
      save.last().reject(error);
      await settle();
    },
    child: (id: 'upload' | 'booking') => snapshot().children[id] as AnyActorRef | undefined,
  };
}
