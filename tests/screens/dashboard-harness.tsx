import { type AnswersPatch, emptyProfile, type UserProfile } from '@contract/profile/profile';
import type { ReportJob, ReportResult } from '@contract/report';
import { accountMachine } from '@machines/account/account.machine';
import type { PasswordChange } from '@machines/account/account-types';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { RouteEvent } from '@machines/routes/route-event';
import { settingsMachine } from '@machines/settings/settings.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { ToastViewport } from '@/app/toast-viewport';
import { AppActorContext, useDashboardRef } from '@/lib/app-actor';
import { render } from '../support/render';
import { inertBooking, recordingSaveAnswers, signedInAppLogic } from './app-doubles';

/** Opens a dashboard page once the dashboard runs, as the route sync would. */
function OpenPage({ page }: { page: RouteEvent['to'] | undefined }) {
  const dashboard = useDashboardRef();
  useEffect(() => {
    if (dashboard && page) dashboard.send({ type: 'xstate.route', to: page });
  }, [dashboard, page]);
  return null;
}

export interface DashboardHarnessOptions {
  user?: Partial<UserProfile>;
  saveAnswers?: (patch: AnswersPatch) => Promise<void>;
  changePassword?: (change: PasswordChange) => Promise<void>;
  deleteAccount?: () => Promise<void>;
  /** "My genetic report": the stored result, a new upload, delete and replace. */
  fetchReport?: (reportId: string) => Promise<ReportResult>;
  uploadReport?: (file: File) => Promise<ReportAnswer>;
  deleteReport?: (reportId: string) => Promise<void>;
  recordReplacement?: (replacedId: string | null, newId: string) => Promise<void>;
}

/**
 * Renders a dashboard page on the real machines for a patient who finished onboarding, at
 * `page` (a route id such as `#dashboardSettings`, sent as the route sync does in the app).
 */
export function renderDashboardPage(
  page: ReactNode,
  options: DashboardHarnessOptions & { page?: RouteEvent['to'] } = {},
) {
  const saves: AnswersPatch[] = [];
  const sessionsEnded: string[] = [];
  const profile: UserProfile = {
    ...emptyProfile('pat@example.com', 'Pat Doe'),
    has_completed_onboarding: true,
    ...options.user,
  };
  const logic = signedInAppLogic({
    profile,
    resumeAt: null,
    area: {
      dashboard: dashboardMachine.provide({
        actors: {
          saveAnswers: recordingSaveAnswers((patch) => saves.push(patch), options.saveAnswers),
          booking: inertBooking,
          fetchReport: fromPromise<ReportResult, { reportId: string }>(async ({ input }) => {
            if (!options.fetchReport) throw new Error('no report');
            return options.fetchReport(input.reportId);
          }),
          deleteReport: fromPromise<void, { reportId: string }>(async ({ input }) =>
            options.deleteReport?.(input.reportId),
          ),
          recordReplacement: fromPromise<void, { replacedId: string | null; newId: string }>(
            async ({ input }) => options.recordReplacement?.(input.replacedId, input.newId),
          ),
          upload: uploadMachine.provide({
            actors: {
              uploadReport: fromPromise<ReportAnswer, { file: File }>(async ({ input }) => {
                if (!options.uploadReport) throw new Error('no upload');
                return options.uploadReport(input.file);
              }),
              fetchWaitingJob: fromPromise<ReportJob | null>(async () => null),
            },
            actions: { storeRunId: () => {} },
          }),
          settings: settingsMachine.provide({
            actors: {
              account: accountMachine.provide({
                actors: {
                  changePassword: fromPromise<void, PasswordChange>(async ({ input }) =>
                    options.changePassword?.(input),
                  ),
                  deleteAccount: fromPromise(async () => options.deleteAccount?.()),
                },
              }),
            },
          }),
        },
      }),
    },
    onSessionEnded: () => sessionsEnded.push('ended'),
  });
  sessionStorage.clear();
  const view = render(
    <AppActorContext.Provider logic={logic}>
      <OpenPage page={options.page} />
      {page}
      <ToastViewport />
    </AppActorContext.Provider>,
  );
  return { ...view, saves, sessionsEnded, app: logic };
}
