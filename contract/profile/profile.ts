import type { OnboardingStepId } from '../onboarding/steps.ts';
import type { AnyField, ClientValue } from './field-kinds.ts';
import { profileFields } from './fields.ts';

export type ProfileFields = typeof profileFields;
export type ProfileFieldName = keyof ProfileFields;

/** Every answer of the patient, in the app's terms. */
export type PatientAnswers = { -readonly [K in ProfileFieldName]: ClientValue<ProfileFields[K]> };

/** The signed-in patient: their account and their answers (spec section 3). */
export interface UserProfile extends PatientAnswers {
  email: string;
  name: string;
  /** The latest uploaded report's result id, or null when none is on file. */
  latestReportId: string | null;
  /** The address is confirmed (or vouched for by Google); until then the dashboard asks. */
  emailVerified: boolean;
}

/** A step's save: only the answers it changes. */
export type AnswersPatch = Partial<PatientAnswers>;

/** The fields a step asks for, in declaration order. */
export type FieldsOfStep<S extends OnboardingStepId> = {
  [K in ProfileFieldName]: ProfileFields[K]['step'] extends S ? K : never;
}[ProfileFieldName];

export const profileFieldNames = Object.keys(profileFields) as ProfileFieldName[];

export function fieldsOfStep<S extends OnboardingStepId>(step: S): FieldsOfStep<S>[] {
  return profileFieldNames.filter((name) => profileFields[name].step === step) as FieldsOfStep<S>[];
}

function emptyValue(field: AnyField): unknown {
  switch (field.kind) {
    case 'list':
    case 'subset':
    case 'symptoms':
      return [];
    case 'flag':
      return false;
    case 'timestamp':
      return null;
    default:
      return '';
  }
}

/** A new registration starts with every answer empty and onboarding not completed. */
export function emptyProfile(email = '', name = ''): UserProfile {
  const answers = Object.fromEntries(
    profileFieldNames.map((key) => [key, emptyValue(profileFields[key])]),
  ) as PatientAnswers;
  return { ...answers, email, name, latestReportId: null, emailVerified: false };
}

/** The subset of a profile a step edits. */
export function answersOfStep<S extends OnboardingStepId>(
  profile: PatientAnswers,
  step: S,
): Pick<PatientAnswers, FieldsOfStep<S>> {
  return Object.fromEntries(fieldsOfStep(step).map((key) => [key, profile[key]])) as Pick<
    PatientAnswers,
    FieldsOfStep<S>
  >;
}
