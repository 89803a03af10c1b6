import { type AnswersPatch, emptyProfile, type UserProfile } from '@contract/profile/profile';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { themeMachine } from '@machines/theme/theme.machine';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { ToastViewport } from '@/app/toast-viewport';
import { AppActorContext } from '@/lib/app-actor';

export interface DashboardHarnessOptions {
  user?: Partial<UserProfile>;
  saveAnswers?: (patch: AnswersPatch) => Promise<void>;
}

/** Renders a dashboard page on the real machines for a patient who finished onboarding. */
export function renderDashboardPage(page: ReactNode, options: DashboardHarnessOptions = {}) {
  const saves: AnswersPatch[] = [];
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
        },
      }),
      theme: themeMachine.provide({ actions: { storeTheme: () => {}, applyTheme: () => {} } }),
    },
    actions: { storeToken: () => {}, clearToken: () => {}, endSession: () => {} },
  });
  sessionStorage.clear();
  const view = render(
    <AppActorContext.Provider logic={logic}>
      {page}
      <ToastViewport />
    </AppActorContext.Provider>,
  );
  return { ...view, saves };
}
