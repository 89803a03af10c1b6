import { render } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { appMachine, type SaveOnboardingInput } from '@machines/app/app.machine';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { GeneticReportResult } from '@machines/domain/genetic-report';
import type { OnboardingStepId } from '@machines/domain/onboarding-steps';
import { emptyProfile, type UserProfile } from '@machines/domain/user-profile';
import { selectCurrentStep } from '@machines/onboarding/selectors';
import { themeMachine } from '@machines/theme/theme.machine';
import { uploadMachine } from '@machines/upload/upload.machine';
import { ToastViewport } from '@/app/toast-viewport';
import GeneticReportRoute from '@/features/onboarding/routes/genetic-report-route';
import MedicalChecklistRoute from '@/features/onboarding/routes/medical-checklist-route';
import MedicalConditionRoute from '@/features/onboarding/routes/medical-condition-route';
import MedicalHistoryRoute from '@/features/onboarding/routes/medical-history-route';
import OnboardingLayoutRoute from '@/features/onboarding/routes/onboarding-layout-route';
import PersonalInfoRoute from '@/features/onboarding/routes/personal-info-route';
import { AppActorContext } from '@/features/onboarding/shared/app-actor';

// Loaded on demand, like in the app: the booking embed is only pulled in by step 5 tests.
const BookAppointmentRoute = lazy(
  () => import('@/features/onboarding/routes/book-appointment-route'),
);

const stepRoutes: Record<OnboardingStepId, ComponentType> = {
  personalInfo: PersonalInfoRoute,
  medicalCondition: MedicalConditionRoute,
  medicalHistory: MedicalHistoryRoute,
  geneticReport: GeneticReportRoute,
  medicalChecklist: MedicalChecklistRoute,
  bookAppointment: BookAppointmentRoute,
};

/** Stands in for the route sync: shows the screen of the machine's current step. */
function CurrentStep() {
  const step = AppActorContext.useSelector(selectCurrentStep);
  if (!step) return null;
  const Screen = stepRoutes[step];
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

export interface OnboardingHarnessOptions {
  /** Where the onboarding check sends the patient: picks the step on screen. */
  redirectPath?: string;
  user?: Partial<UserProfile>;
  saveOnboarding?: (input: SaveOnboardingInput) => Promise<void>;
  uploadReport?: (file: File) => Promise<GeneticReportResult>;
}

export const signedInPatient = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...emptyProfile('pat@example.com', 'Pat Doe'),
  ...overrides,
});

/** Renders the onboarding layout and step screens on a test double of the app machine. */
export function renderOnboarding(options: OnboardingHarnessOptions = {}) {
  const saves: SaveOnboardingInput[] = [];
  const uploads: File[] = [];
  const logouts: string[] = [];
  const user = signedInPatient(options.user);
  const logic = appMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise<UserProfile | null>(async () => user),
      checkOnboarding: fromPromise(async () => ({
        redirect_path: options.redirectPath ?? '/onboarding',
      })),
      saveOnboarding: fromPromise<void, SaveOnboardingInput>(async ({ input }) => {
        saves.push(input);
        await options.saveOnboarding?.(input);
      }),
      upload: uploadMachine.provide({
        actors: {
          uploadReport: fromPromise<GeneticReportResult, { file: File }>(async ({ input }) => {
            uploads.push(input.file);
            if (!options.uploadReport) return { variants: [], disease_options: [] };
            return options.uploadReport(input.file);
          }),
        },
        actions: { storeRunId: () => {} },
      }),
      booking: bookingMachine.provide({ actors: { loadBookingEmbed: fromCallback(() => {}) } }),
      theme: themeMachine.provide({ actions: { storeTheme: () => {}, applyTheme: () => {} } }),
    },
    actions: {
      storeToken: () => {},
      clearToken: () => {
        logouts.push('cleared');
      },
    },
  });
  const view = render(
    <AppActorContext.Provider logic={logic}>
      <OnboardingLayoutRoute>
        <CurrentStep />
      </OnboardingLayoutRoute>
      <ToastViewport />
    </AppActorContext.Provider>,
  );
  return { ...view, saves, uploads, logouts };
}
