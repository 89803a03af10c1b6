import type { BundleEntry, FamilyMemberHistory } from '@medplum/fhirtypes';
import { profileFields } from '../../../contract/profile/fields.ts';
import { systems } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';

/**
 * The family history (step 3) is free text about any relatives: one FamilyMemberHistory for
 * "a family member" with the text as its note. The saved default ("No family history provided")
 * and an empty answer give none.
 */
export function familyHistoryEntries(context: FhirContext): BundleEntry[] {
  const text = context.record.answers.familyHistory?.trim();
  if (!text || text === profileFields.familyHistory.savedWhenEmpty) return [];
  return [
    context.entry('family-history', {
      resourceType: 'FamilyMemberHistory',
      status: 'partial',
      patient: context.patient,
      relationship: {
        coding: [{ system: systems.roleCode, code: 'FAMMEMB', display: 'family member' }],
      },
      note: [{ text }],
    } satisfies FamilyMemberHistory),
  ];
}
