import { profileFields } from '@contract/profile/fields';
import type { UserProfile } from '@contract/profile/profile';
import type { ProfileSection } from '@machines/dashboard/dashboard-types';

export interface CompletionSection {
  name: string;
  complete: boolean;
  /** The Profile section where the patient completes it. */
  section: ProfileSection;
}

/**
 * The four parts of the profile the card lists (spec: Personal, Medical, Genetic, Family
 * History), each judged from what the patient actually saved, not a fixed 75 %.
 */
export function profileCompletion(profile: UserProfile): CompletionSection[] {
  const family = profile.familyHistory.trim();
  return [
    {
      name: 'Personal',
      section: 'personalInfo',
      complete: [
        profile.firstName,
        profile.lastName,
        profile.dateOfBirth,
        profile.gender,
        profile.state,
      ].every((value) => value.trim() !== ''),
    },
    {
      name: 'Medical',
      section: 'medicalCondition',
      complete:
        (profile.hasBeenDiagnosed && profile.primaryCondition.trim() !== '') ||
        profile.primarySymptoms.length > 0,
    },
    {
      name: 'Genetic',
      section: 'medicalChecklist',
      complete: profile.latestReportId !== null || profile.checklistItems.length > 0,
    },
    {
      name: 'Family History',
      section: 'medicalHistory',
      complete: family !== '' && family !== profileFields.familyHistory.savedWhenEmpty,
    },
  ];
}
