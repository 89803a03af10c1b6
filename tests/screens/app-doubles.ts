import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { AnswersPatch, UserProfile } from '@contract/profile/profile';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { languageMachine } from '@machines/language/language.machine';
import type { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import { themeMachine } from '@machines/theme/theme.machine';
import { fromCallback, fromPromise } from 'xstate';
import { applyLanguage, storeLanguage } from '@/app/effects/language-effects';
import { loadCatalogue } from '@/lib/i18n/catalogues';

/** The language machine with the browser's effects: real catalogues (pseudo-locales too). */
export const realLanguage = languageMachine.provide({
  actors: {
    loadCatalogue: fromPromise<void, { locale: string }>(async ({ input }) => {
      await loadCatalogue(input.locale);
    }),
  },
  actions: {
    applyLanguage: (_, params) => applyLanguage(params.locale),
    storeLanguage: (_, params) => storeLanguage(params.locale),
  },
});

/** The booking embed never loads in a screen test: the calendar's own tests cover it. */
export const inertBooking = bookingMachine.provide({
  actors: { loadBookingEmbed: fromCallback(() => {}) },
});

/** A save that records each patch, then answers as `answer` does (resolves by default). */
export function recordingSaveAnswers(
  record: (patch: AnswersPatch) => void,
  answer?: (patch: AnswersPatch) => Promise<void>,
) {
  return saveAnswersMachine.provide({
    actors: {
      saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async ({ input }) => {
        record(input.patch);
        await answer?.(input.patch);
      }),
    },
  });
}

/**
 * The app statechart for a signed-in patient whose profile is `profile`, with the area under
 * test (onboarding or dashboard) supplied by the caller and every browser effect doubled.
 */
export function signedInAppLogic(options: {
  profile: UserProfile;
  resumeAt: OnboardingStepId | null;
  area: { onboarding: typeof onboardingMachine } | { dashboard: typeof dashboardMachine };
  /** Settings opened while onboarding (the dashboard brings its own). */
  settings?: typeof settingsMachine;
  onSessionEnded: () => void;
  onLanguageSaved?: (locale: string) => void;
}) {
  return appMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise<CurrentUser | null>(async () => ({
        profile: options.profile,
        resumeAt: options.resumeAt,
      })),
      ...options.area,
      // The unprovided machine unless the test gives one (the app's setup declares no default).
      settings: options.settings ?? settingsMachine,
      theme: themeMachine.provide({ actions: { storeTheme: () => {}, applyTheme: () => {} } }),
      language: realLanguage,
    },
    actions: {
      storeToken: () => {},
      clearToken: () => {},
      endSession: options.onSessionEnded,
      saveLanguage: (_, params) => options.onLanguageSaved?.(params.locale),
    },
  });
}
