import type { ActivityEvent } from '@contract/account';
import type { ExportFormat } from '@contract/export';
import type { AnswersPatch } from '@contract/profile/profile';
import type { ReportJob, ReportResult } from '@contract/report';
import type { Message } from '@i18n/message';
import { accountMachine } from '@machines/account/account.machine';
import type { PasswordChange } from '@machines/account/account-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { emailReminderMachine } from '@machines/email/email-reminder.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { fromPromise } from 'xstate';
import { loadApi } from '@/api/lazy';
import { loadBookingEmbed } from '@/components/booking/booking-effects';

// The signed-in part of the app's machines with their effects: a chunk of its own, loaded with
// the session (src/app/app-logic.ts), so the sign-in page does not download it.

const RUN_ID_KEY = 'geneticReportRunId';

const saveAnswers = saveAnswersMachine.provide({
  actors: {
    saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async ({ input }) =>
      (await loadApi()).saveAnswers(input.patch),
    ),
  },
});
const booking = bookingMachine.provide({ actors: { loadBookingEmbed } });

const upload = uploadMachine.provide({
  actors: {
    uploadReport: fromPromise<ReportAnswer, { file: File }>(async ({ input, signal }) =>
      (await loadApi()).uploadReport(input.file, signal),
    ),
    fetchJob: fromPromise<ReportAnswer, { statusUrl: string }>(async ({ input, signal }) =>
      (await loadApi()).fetchReportJob(input.statusUrl, signal),
    ),
    fetchWaitingJob: fromPromise<ReportJob | null>(async ({ signal }) =>
      (await loadApi()).fetchWaitingReportJob(signal),
    ),
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async ({ input }) =>
      (await loadApi()).fetchReport(input.reportId),
    ),
  },
  actions: {
    storeRunId: (_, params) => {
      try {
        localStorage.setItem(RUN_ID_KEY, params.runId);
      } catch {
        // Storage may be refused (private browsing); the id is also on the server.
      }
    },
    cancelJob: (_, params) => {
      void loadApi()
        .then((api) => api.cancelReportJob(params.statusUrl))
        .catch(() => {
          // Nothing left to tell the patient: the step has already returned to the drop area.
        });
    },
  },
});

/** Settings (theme, data, password, activity, deletion): the dashboard's and onboarding's. */
export const settings = settingsMachine.provide({
  actors: {
    downloadExport: fromPromise<void, { format: ExportFormat }>(async ({ input }) =>
      (await loadApi()).downloadExport(input.format),
    ),
    account: accountMachine.provide({
      actors: {
        changePassword: fromPromise<void, PasswordChange>(async ({ input }) =>
          (await loadApi()).changePassword(input),
        ),
        deleteAccount: fromPromise(async () => (await loadApi()).deleteAccount()),
        fetchActivity: fromPromise<ActivityEvent[]>(async () =>
          (await loadApi()).recoveryApi.fetchActivity(),
        ),
      },
    }),
  },
});

export const onboarding = onboardingMachine.provide({ actors: { saveAnswers, upload, booking } });

export const dashboard = dashboardMachine.provide({
  actors: {
    saveAnswers,
    booking,
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async ({ input }) =>
      (await loadApi()).fetchReport(input.reportId),
    ),
    downloadReport: fromPromise(async () => (await loadApi()).downloadDocument()),
    upload,
    deleteReport: fromPromise<void, { reportId: string }>(async ({ input }) =>
      (await loadApi()).deleteGeneticReport(input.reportId),
    ),
    recordReplacement: fromPromise<void, { replacedId: string | null; newId: string }>(
      async ({ input }) => (await loadApi()).recordReportReplacement(input.replacedId, input.newId),
    ),
    settings,
    emailReminder: emailReminderMachine.provide({
      actors: {
        resendConfirmation: fromPromise<Message>(async () =>
          (await loadApi()).recoveryApi.resendConfirmation(),
        ),
      },
    }),
  },
});
