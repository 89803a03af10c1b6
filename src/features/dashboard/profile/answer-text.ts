import { checklistQuestions } from '@contract/options/checklist';
import { genderOptions } from '@contract/options/genders';
import { usStates } from '@contract/options/us-states';
import { symptomText } from '@contract/phenotypes/symptom';
import { profileFields } from '@contract/profile/fields';
import type { PatientAnswers, ProfileFieldName } from '@contract/profile/profile';

/** An answer as the Profile page reads it out: option labels, lists as items, "Not given". */
export function answerText(field: ProfileFieldName, answers: PatientAnswers): string | string[] {
  const value = answers[field];
  if (field === 'gender') return genderOptions.find((o) => o.value === value)?.label ?? '';
  if (field === 'state') return usStates.find((s) => s.code === value)?.name ?? '';
  if (field === 'checklistItems') {
    return checklistQuestions
      .filter((q) => answers.checklistItems.includes(q.id))
      .map((q) => q.label);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(symptomText);
  if (field === 'familyHistory' && value === profileFields.familyHistory.savedWhenEmpty) return '';
  return value ?? '';
}
