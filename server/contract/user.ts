import * as v from 'valibot';
import { CHECKLIST_IDS, GENDERS, THEMES, US_STATES } from './common.ts';

/**
 * The profile as `GET /auth/me` returns it: the spec's fields (section 7) plus what the server
 * persists beyond it. `null` means "never provided", which is how the onboarding check knows
 * where a returning patient left off.
 */
export const meResponseSchema = v.object({
  email: v.string(),
  name: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  condition: v.nullable(v.string()),
  diagnosis: v.nullable(v.number()),
  symptoms: v.nullable(v.string()),
  medications: v.nullable(v.string()),
  otherConditions: v.nullable(v.string()),
  familyHistory: v.nullable(v.string()),
  documentUrl: v.nullable(v.string()),
  has_completed_onboarding: v.boolean(),
  state: v.nullable(v.string()),
  checklistItems: v.nullable(v.array(v.string())),
  appointmentDate: v.nullable(v.string()),
  hasGeneticReport: v.nullable(v.boolean()),
  theme: v.nullable(v.picklist(THEMES)),
});
export type MeResponse = v.InferOutput<typeof meResponseSchema>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/** A date and time the database can store: a real calendar day, a real time, a real offset. */
function isRealTimestamp(value: string): boolean {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match) return false;
  const [, day = '', hour, minute, second = '0', , offsetHours = '0', offsetMinutes = '0'] = match;
  const year = Number(day.slice(0, 4));
  return (
    isRealDate(day) &&
    year >= 1900 &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) * 60 + Number(offsetMinutes) <= 14 * 60 &&
    Number(offsetMinutes) <= 59
  );
}

function isNotInFuture(value: string): boolean {
  // Compared as calendar days so a patient born "today" anywhere on earth is accepted.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return value < tomorrow;
}

const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

const name = (field: string) =>
  v.pipe(text(field, 100), v.trim(), v.nonEmpty(`${field} must not be empty`));

/**
 * `POST /api/user/onboarding`. Every field is optional: a missing field keeps its stored value
 * (spec section 5). Lists are comma-joined strings, as the spec sends them.
 */
export const onboardingRequestSchema = v.object({
  firstName: v.optional(name('firstName')),
  lastName: v.optional(name('lastName')),
  dateOfBirth: v.optional(
    v.pipe(
      v.string('dateOfBirth must be a string'),
      v.check(isRealDate, 'dateOfBirth must be a real date in the form YYYY-MM-DD'),
      v.check((value) => Number(value.slice(0, 4)) >= 1900, 'dateOfBirth must be 1900 or later'),
      v.check(isNotInFuture, 'dateOfBirth must not be in the future'),
    ),
  ),
  gender: v.optional(v.picklist(GENDERS, `gender must be one of: ${GENDERS.join(', ')}`)),
  state: v.optional(v.picklist(US_STATES, 'state must be a two-letter US state code')),
  condition: v.optional(text('condition', 200)),
  diagnosis: v.optional(
    v.nullable(
      v.pipe(
        v.number('diagnosis must be an integer year'),
        v.integer('diagnosis must be an integer year'),
        v.minValue(1900, 'diagnosis must be 1900 or later'),
        v.check(
          (year) => year <= new Date().getUTCFullYear(),
          'diagnosis must not be after the current year',
        ),
      ),
    ),
  ),
  symptoms: v.optional(text('symptoms', 2000)),
  medications: v.optional(text('medications', 2000)),
  otherConditions: v.optional(text('otherConditions', 2000)),
  familyHistory: v.optional(text('familyHistory', 5000)),
  has_completed_onboarding: v.optional(v.boolean('has_completed_onboarding must be a boolean')),
  checklistItems: v.optional(
    v.pipe(
      v.array(
        v.picklist(CHECKLIST_IDS, 'checklistItems must only hold checklist question ids'),
        'checklistItems must be a list',
      ),
      v.maxLength(CHECKLIST_IDS.length, 'checklistItems has too many items'),
      v.check((items) => new Set(items).size === items.length, 'checklistItems has duplicates'),
    ),
  ),
  appointmentDate: v.optional(
    v.nullable(
      v.pipe(
        v.string('appointmentDate must be a string'),
        v.maxLength(40, 'appointmentDate must be at most 40 characters'),
        v.isoTimestamp('appointmentDate must be an ISO 8601 date and time'),
        v.check(
          isRealTimestamp,
          'appointmentDate must be a real date and time (year 1900-9999, offset within ±14:00)',
        ),
      ),
    ),
  ),
  hasGeneticReport: v.optional(v.boolean('hasGeneticReport must be a boolean')),
  theme: v.optional(v.picklist(THEMES, `theme must be one of: ${THEMES.join(', ')}`)),
});
export type OnboardingRequest = v.InferOutput<typeof onboardingRequestSchema>;

export const ONBOARDING_PATHS = [
  '/onboarding',
  '/onboarding/medical-condition',
  '/onboarding/medical-history',
  '/onboarding/genetic-report',
  '/onboarding/medical-checklist',
  '/onboarding/book-appointment',
  '/dashboard',
] as const;

export const checkOnboardingResponseSchema = v.object({
  redirect_path: v.picklist(ONBOARDING_PATHS),
});
export type CheckOnboardingResponse = v.InferOutput<typeof checkOnboardingResponseSchema>;
