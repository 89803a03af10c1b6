import * as v from 'valibot';
import { checklistItemIds } from '../../machines/domain/checklist-ids.ts';

/** Every error the API answers has this body. */
export const errorSchema = v.object({ detail: v.string() });
export type ApiError = v.InferOutput<typeof errorSchema>;

export const GENDERS = ['male', 'female', 'non-binary', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const SERVED_STATE = 'MI';

/** Wording of the spec's error catalogue for a state other than Michigan. */
export const SERVICE_NOT_AVAILABLE_DETAIL =
  "Service Not Available: We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.";

/** The checklist's question ids: one list, shared with the app's statechart domain. */
export const CHECKLIST_IDS = checklistItemIds;
export type ChecklistId = (typeof CHECKLIST_IDS)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
