import type { AnyStateMachine } from 'xstate';
import { accountMachine } from './account/account.machine';
import { appMachine } from './app/app.machine';
import { bookingMachine } from './booking/booking.machine';
import { dashboardMachine } from './dashboard/dashboard.machine';
import { confirmEmailMachine } from './email/confirm-email.machine';
import { emailReminderMachine } from './email/email-reminder.machine';
import { languageMachine } from './language/language.machine';
import { onboardingMachine } from './onboarding/onboarding.machine';
import { policyPageMachine } from './policy/policy-page.machine';
import { forgotPasswordMachine } from './recovery/forgot-password.machine';
import { resetPasswordMachine } from './recovery/reset-password.machine';
import { saveAnswersMachine } from './save/save-answers.machine';
import { settingsMachine } from './settings/settings.machine';
import { signInMachine } from './sign-in/sign-in.machine';
import { themeMachine } from './theme/theme.machine';
import { toastMachine } from './toast/toast.machine';
import { uploadMachine } from './upload/upload.machine';

export interface CatalogueEntry {
  /** The machine's id (its root state id). */
  id: string;
  /** Its source file, from the repository root. */
  file: string;
  title: string;
  machine: AnyStateMachine;
  /** The machine that invokes it, for the overview (null for the root). */
  parent: string | null;
}

/** Every machine of the app, for the diagrams, the flow viewer, the QA paths and the checks. */
export const machineCatalogue: readonly CatalogueEntry[] = [
  {
    id: 'app',
    file: 'machines/app/app.machine.ts',
    title: 'The app',
    machine: appMachine,
    parent: null,
  },
  {
    id: 'signIn',
    file: 'machines/sign-in/sign-in.machine.ts',
    title: 'Signing in',
    machine: signInMachine,
    parent: 'app',
  },
  {
    id: 'policyPage',
    file: 'machines/policy/policy-page.machine.ts',
    title: 'Terms and Privacy',
    machine: policyPageMachine,
    parent: 'app',
  },
  {
    id: 'onboarding',
    file: 'machines/onboarding/onboarding.machine.ts',
    title: 'Onboarding',
    machine: onboardingMachine,
    parent: 'app',
  },
  {
    id: 'dashboard',
    file: 'machines/dashboard/dashboard.machine.ts',
    title: 'Dashboard',
    machine: dashboardMachine,
    parent: 'app',
  },
  {
    id: 'saveAnswers',
    file: 'machines/save/save-answers.machine.ts',
    title: 'Saving answers',
    machine: saveAnswersMachine,
    parent: 'onboarding',
  },
  {
    id: 'upload',
    file: 'machines/upload/upload.machine.ts',
    title: 'Report upload',
    machine: uploadMachine,
    parent: 'onboarding',
  },
  {
    id: 'booking',
    file: 'machines/booking/booking.machine.ts',
    title: 'Booking calendar',
    machine: bookingMachine,
    parent: 'onboarding',
  },
  {
    id: 'settings',
    file: 'machines/settings/settings.machine.ts',
    title: 'Settings (dashboard, and beside onboarding)',
    machine: settingsMachine,
    parent: 'dashboard',
  },
  {
    id: 'account',
    file: 'machines/account/account.machine.ts',
    title: 'Account settings',
    machine: accountMachine,
    parent: 'settings',
  },
  {
    id: 'forgotPassword',
    file: 'machines/recovery/forgot-password.machine.ts',
    title: 'Forgot password',
    machine: forgotPasswordMachine,
    parent: 'signIn',
  },
  {
    id: 'resetPassword',
    file: 'machines/recovery/reset-password.machine.ts',
    title: 'Choosing a new password (email link)',
    machine: resetPasswordMachine,
    parent: 'app',
  },
  {
    id: 'confirmEmail',
    file: 'machines/email/confirm-email.machine.ts',
    title: 'Confirming the email address (email link)',
    machine: confirmEmailMachine,
    parent: 'app',
  },
  {
    id: 'emailReminder',
    file: 'machines/email/email-reminder.machine.ts',
    title: 'Reminder to confirm the email',
    machine: emailReminderMachine,
    parent: 'dashboard',
  },
  {
    id: 'toast',
    file: 'machines/toast/toast.machine.ts',
    title: 'Messages (toasts)',
    machine: toastMachine,
    parent: 'app',
  },
  {
    id: 'theme',
    file: 'machines/theme/theme.machine.ts',
    title: 'Theme',
    machine: themeMachine,
    parent: 'app',
  },
  {
    id: 'language',
    file: 'machines/language/language.machine.ts',
    title: 'Language',
    machine: languageMachine,
    parent: 'app',
  },
];
