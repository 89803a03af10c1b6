import { checklistQuestions } from '@contract/options/checklist';
import { genderOptions } from '@contract/options/genders';
import { usStates } from '@contract/options/us-states';
import { symptomText } from '@contract/phenotypes/symptom';
import { profileFields } from '@contract/profile/fields';
import type { PatientAnswers, ProfileFieldName } from '@contract/profile/profile';
import { defineMessages, type Message, withValues } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { isValid, parseISO } from 'date-fns';

const answers = defineMessages({
  yes: { id: 'common.yes', defaultMessage: 'Yes' },
  no: { id: 'common.no', defaultMessage: 'No' },
  date: {
    id: 'profile.answer.date',
    defaultMessage: '{date, date, long}',
    description:
      'A date the patient gave (their date of birth), in the long form of their language.',
  },
});

/** A calendar date in the patient's own format ("April 12, 1985"), not the stored 1985-04-12. */
function dateAnswer(value: string): Message[] {
  const date = parseISO(value);
  return isValid(date) ? [withValues(answers.date, { date: date.getTime() })] : [verbatim(value)];
}

/**
 * An answer as the Profile page reads it out: option labels, lists as items, what the patient
 * wrote as they wrote it; nothing (an empty list) when there is no answer ("Not given").
 */
export function answerText(field: ProfileFieldName, given: PatientAnswers): Message[] {
  const value = given[field];
  const option = (label: Message | undefined) => (label ? [label] : []);
  if (field === 'gender') return option(genderOptions.find((o) => o.value === value)?.label);
  if (field === 'state') return option(usStates.find((s) => s.code === value)?.name);
  if (field === 'checklistItems') {
    return checklistQuestions
      .filter((q) => given.checklistItems.includes(q.id))
      .map((q) => q.label);
  }
  if (typeof value === 'boolean') return [value ? answers.yes : answers.no];
  if (field === 'dateOfBirth' && typeof value === 'string' && value) return dateAnswer(value);
  if (Array.isArray(value)) return value.map((item) => verbatim(symptomText(item)));
  if (field === 'familyHistory' && value === profileFields.familyHistory.savedWhenEmpty) return [];
  return value ? [verbatim(value)] : [];
}

/** Lists read out as lists, even with one item; other answers as one line. */
export const isListAnswer = (field: ProfileFieldName): boolean =>
  ['primarySymptoms', 'medications', 'otherConditions', 'checklistItems'].includes(field);
