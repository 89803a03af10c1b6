import type { BundleEntry, MedicationStatement } from '@medplum/fhirtypes';
import { textOnly } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';

/** One MedicationStatement per current medication (step 3), as the patient wrote it. */
export function medicationEntries(context: FhirContext): BundleEntry[] {
  const entries: BundleEntry[] = [];
  (context.record.answers.medications ?? []).forEach((name, index) => {
    if (!name.trim()) return;
    entries.push(
      context.entry(`medication/${index}`, {
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: textOnly(name.trim()),
        subject: context.patient,
        informationSource: context.patient,
      } satisfies MedicationStatement),
    );
  });
  return entries;
}
