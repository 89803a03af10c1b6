import * as v from 'valibot';
import type { AnyField } from './field-kinds.ts';
import { storedValueSchema, wireValueSchema } from './field-rules.ts';
import { profileFields } from './fields.ts';
import { profileFieldNames } from './profile.ts';
import type { MeResponse, OnboardingRequest } from './wire-types.ts';

export type { MeResponse, OnboardingRequest, StoredAnswers } from './wire-types.ts';

const entries = <T>(build: (field: AnyField) => T) =>
  Object.fromEntries(
    profileFieldNames.map((key) => [profileFields[key].wire, build(profileFields[key])]),
  );

export const meResponseSchema = v.object({
  email: v.string(),
  name: v.string(),
  documentUrl: v.nullable(v.string()),
  latestReportId: v.nullable(v.string()),
  email_verified: v.boolean(),
  ...entries(storedValueSchema),
}) as unknown as v.GenericSchema<unknown, MeResponse>;

export const onboardingRequestSchema = v.object(
  entries((field) => v.optional(wireValueSchema(field))),
) as unknown as v.GenericSchema<unknown, OnboardingRequest>;
