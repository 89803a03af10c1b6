import { profileFields } from '@contract/profile/fields';
import type { UserProfile } from '@contract/profile/profile';
import { defineMessages, type Message } from '@i18n/message';
import type { ProfileSection } from '@machines/dashboard/dashboard-types';

const sectionNames = defineMessages({
  personal: { id: 'home.completion.personal', defaultMessage: 'Personal' },
  medical: { id: 'home.completion.medical', defaultMessage: 'Medical' },
  genetic: { id: 'home.completion.genetic', defaultMessage: 'Genetic' },
  family: { id: 'home.completion.family', defaultMessage: 'Family History' },
});

export interface CompletionSection {
  name: Message;
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
      name: sectionNames.personal,
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
      name: sectionNames.medical,
      section: 'medicalCondition',
      complete:
        (profile.hasBeenDiagnosed && profile.primaryCondition.trim() !== '') ||
        profile.primarySymptoms.length > 0,
    },
    {
      name: sectionNames.genetic,
      section: 'medicalChecklist',
      complete: profile.latestReportId !== null || profile.checklistItems.length > 0,
    },
    {
      name: sectionNames.family,
      section: 'medicalHistory',
      complete: family !== '' && family !== profileFields.familyHistory.savedWhenEmpty,
    },
  ];
}
