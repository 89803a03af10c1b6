import { messageOfIssue } from '@contract/issue-message';
import { diagnosisBeforeBirthProblem, wireValueSchema } from '@contract/profile/field-rules';
import { profileFields } from '@contract/profile/fields';
import type { PatientAnswers, ProfileFieldName } from '@contract/profile/profile';
import { patchToWire } from '@contract/profile/wire-mapping';
import { defineMessage, type Message } from '@i18n/message';
import * as v from 'valibot';

export type FieldErrors = Partial<Record<ProfileFieldName, Message>>;

const checkAnswer = defineMessage({
  id: 'step.checkAnswer',
  defaultMessage: 'Please check this answer',
});

/**
 * The message of each answer the shared rules refuse: the same rules, and the same message, the
 * server uses for the save request. Rules across answers read the stored answers the step does
 * not ask (a year of diagnosis against the date of birth given on step 1).
 */
export function validateAnswers(
  values: Partial<Record<ProfileFieldName, unknown>>,
  stored?: Pick<PatientAnswers, 'dateOfBirth' | 'yearOfDiagnosis'>,
): FieldErrors {
  const wire = patchToWire(values as never) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const key of Object.keys(values) as ProfileFieldName[]) {
    const field = profileFields[key];
    const result = v.safeParse(wireValueSchema(field), wire[field.wire]);
    if (!result.success) {
      const issue = result.issues[0];
      errors[key] = issue ? messageOfIssue(issue.message) : checkAnswer;
    }
  }
  const known = { dateOfBirth: stored?.dateOfBirth, yearOfDiagnosis: stored?.yearOfDiagnosis };
  const answers = { ...patchToWire(known), ...wire } as Record<string, unknown>;
  const problem = diagnosisBeforeBirthProblem(
    answers[profileFields.yearOfDiagnosis.wire] as number | null | undefined,
    answers[profileFields.dateOfBirth.wire] as string | null | undefined,
  );
  const at = (['yearOfDiagnosis', 'dateOfBirth'] as const).find((key) => key in values);
  if (problem && at && !errors[at]) errors[at] = messageOfIssue(problem);
  return errors;
}
