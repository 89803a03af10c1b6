/** The client-side user profile (spec section 3). */
export interface UserProfile {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  state: string;
  primaryCondition: string;
  yearOfDiagnosis: string;
  primarySymptoms: string[];
  medications: string[];
  otherConditions: string[];
  familyHistory: string;
  hasBeenDiagnosed: boolean;
  hasGeneticReport: boolean;
  checklistItems: string[];
  appointmentDate: string | null;
  has_completed_onboarding: boolean;
}

/** A new registration starts with every field empty and onboarding not completed. */
export function emptyProfile(email = '', name = ''): UserProfile {
  return {
    email,
    name,
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    gender: '',
    state: '',
    primaryCondition: '',
    yearOfDiagnosis: '',
    primarySymptoms: [],
    medications: [],
    otherConditions: [],
    familyHistory: '',
    hasBeenDiagnosed: false,
    hasGeneticReport: false,
    checklistItems: [],
    appointmentDate: null,
    has_completed_onboarding: false,
  };
}

export type PersonalInfo = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'state'
>;
export type MedicalCondition = Pick<
  UserProfile,
  'primaryCondition' | 'yearOfDiagnosis' | 'primarySymptoms' | 'hasBeenDiagnosed'
>;
export type MedicalHistory = Pick<UserProfile, 'medications' | 'otherConditions' | 'familyHistory'>;

/** What a step save sends: any subset of the profile. */
export type OnboardingPatch = Partial<UserProfile>;

export const defaultFamilyHistory = 'No family history provided';
