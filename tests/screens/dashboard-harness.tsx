import { type AnswersPatch, emptyProfile, type UserProfile } from '@contract/profile/profile';
import { accountMachine } from '@machines/account/account.machine';
import type { PasswordChange } from '@machines/account/account-types';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { RouteEvent } from '@machines/routes/route-event';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { themeMachine } from '@machines/theme/theme.machine';
import { render } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { ToastViewport } from '@/app/toast-viewport';
import { AppActorContext, useDashboardRef } from '@/lib/app-actor';

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
  const saveAnswers = saveAnswersMachine.provide({
    actors: {
      saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async ({ input }) => {
        saves.push(input.patch);
        await options.saveAnswers?.(input.patch);
      }),
    },
  });
  const logic = appMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise<CurrentUser | null>(async () => ({ profile, resumeAt: null })),
      dashboard: dashboardMachine.provide({
        actors: {
          saveAnswers,
          booking: bookingMachine.provide({
            actors: { loadBookingEmbed: fromCallback(() => {}) },
          }),
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
      theme: themeMachine.provide({ actions: { storeTheme: () => {}, applyTheme: () => {} } }),
    },
    actions: {
      storeToken: () => {},
      clearToken: () => {},
      endSession: () => {
        sessionsEnded.push('ended');
      },
    },
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
