import { messageOfIssue } from '@contract/issue-message';
import { wireValueSchema } from '@contract/profile/field-rules';
import { profileFields } from '@contract/profile/fields';
import type { ProfileFieldName } from '@contract/profile/profile';
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
 * server uses for the save request.
 */
export function validateAnswers(values: Partial<Record<ProfileFieldName, unknown>>): FieldErrors {
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
  return errors;
}
