import { wireValueSchema } from '@contract/profile/field-rules';
import { profileFields } from '@contract/profile/fields';
import type { ProfileFieldName } from '@contract/profile/profile';
import { patchToWire } from '@contract/profile/wire-mapping';
import * as v from 'valibot';

export type FieldErrors = Partial<Record<ProfileFieldName, string>>;

/**
 * The message of each answer the shared rules refuse: the same rules, and the same words, the
 * server uses for the save request.
 */
export function validateAnswers(values: Partial<Record<ProfileFieldName, unknown>>): FieldErrors {
  const wire = patchToWire(values as never) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const key of Object.keys(values) as ProfileFieldName[]) {
    const field = profileFields[key];
    const result = v.safeParse(wireValueSchema(field), wire[field.wire]);
    if (!result.success) errors[key] = result.issues[0]?.message ?? 'Please check this answer';
  }
  return errors;
}
