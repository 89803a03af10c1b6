import type { OnboardingStepId } from '@contract/onboarding/steps';
import type {
  FieldsOfStep,
  PatientAnswers,
  ProfileFieldName,
  UserProfile,
} from '@contract/profile/profile';
import type { Message } from '@i18n/message';
import type { ReactNode } from 'react';

/** The answers a step's form edits: exactly the fields the step owns. */
export type StepValues<S extends OnboardingStepId> = Pick<PatientAnswers, FieldsOfStep<S>>;

interface ControlCommon<S extends OnboardingStepId> {
  /** Shown only while this is true (e.g. condition and year only after "yes"). */
  visibleWhen?: (values: StepValues<S>) => boolean;
  /** Placed beside the next control from 640px wide. */
  pairWithNext?: boolean;
  helperText?: Message;
}

/** What a form tells its machine besides its answers. */
export type StepFormSignal =
  | { type: 'residence.chosen'; state: string }
  | { type: 'report.answered'; hasReport: boolean };

/** How one field is asked. The label comes from the field's declaration unless given here. */
export type Control<S extends OnboardingStepId> = ControlCommon<S> &
  (
    | { kind: 'text'; placeholder?: Message; autoComplete?: string }
    | { kind: 'date'; autoComplete?: string }
    | {
        kind: 'select';
        placeholder: Message;
        options: readonly { value: string; label: Message }[];
      }
    | { kind: 'yesNo'; label?: Message }
    | { kind: 'year'; placeholder?: Message }
    | { kind: 'chips'; placeholder: Message; emptyText: Message }
    /** Chips that suggest HPO terms while typing (src/components/fields/symptoms). */
    | { kind: 'symptoms'; placeholder: Message; emptyText: Message }
    | { kind: 'textarea'; placeholder: Message }
    | { kind: 'checklist' }
    /** Not asked in the form: set by the step itself (the booked time, completion). */
    | { kind: 'hidden' }
  );

/**
 * A step's form, declared: one control per field the step owns (leaving one out is a type
 * error), in the order shown. The shared form layer (step-form.tsx) does the rest: values,
 * validation, drafts, saving, errors, focus, Back and Next.
 */
export interface StepFormDeclaration<S extends OnboardingStepId> {
  step: S;
  /** The primary button: "Next", "Next: Book Appointment"... ("Saving..." while saving). */
  submitLabel: Message;
  /** The primary button while the answers are saved; "Saving..." unless given. */
  savingLabel?: Message;
  controls: { [K in FieldsOfStep<S>]: Control<S> };
  /** The answers the form opens with, from what is stored (and the account name). */
  initialValues?: (stored: StepValues<S>, account: { name: string }) => StepValues<S>;
  /** A condition beyond the field rules (e.g. only Michigan); Next stays disabled otherwise. */
  canSubmit?: (values: StepValues<S>) => boolean;
  /** What to tell the machine when a field changes (e.g. a state outside Michigan was chosen). */
  signalOnChange?: (field: ProfileFieldName, values: StepValues<S>) => StepFormSignal | null;
  /** What to tell the machine when the form opens (e.g. a restored answer). */
  signalOnOpen?: (values: StepValues<S>) => StepFormSignal | null;
  /** Shown under the fields (e.g. the "Service Not Available" panel). */
  notice?: (values: StepValues<S>, profile: UserProfile) => ReactNode;
}

export const defineStepForm = <S extends OnboardingStepId>(
  declaration: StepFormDeclaration<S>,
): StepFormDeclaration<S> => declaration;
