import type { BundleEntry, Condition } from '@medplum/fhirtypes';
import { profileFields } from '../../../contract/profile/fields.ts';
import { exportTexts } from '../export-words.ts';
import { systems, textOnly } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';

const ASSERTED_DATE = 'http://hl7.org/fhir/StructureDefinition/condition-assertedDate';

/** The primary rare condition (step 2) and one Condition per other condition (step 3). */
export function conditionEntries(context: FhirContext): BundleEntry[] {
  const { answers } = context.record;
  const entries: BundleEntry[] = [];
  if (answers.condition?.trim()) {
    const year = answers.diagnosis === null ? null : String(answers.diagnosis);
    const primary: Condition = {
      resourceType: 'Condition',
      ...(year ? { extension: [{ url: ASSERTED_DATE, valueDateTime: year }] } : {}),
      category: [textOnly(context.words(profileFields.primaryCondition.label))],
      code: textOnly(answers.condition.trim()),
      subject: context.patient,
      // Answered "clinically diagnosed: yes" with the condition's name.
      ...(answers.hasBeenDiagnosed
        ? {
            verificationStatus: {
              coding: [{ system: systems.conditionVerification, code: 'confirmed' }],
            },
          }
        : {}),
      ...(year ? { onsetDateTime: year } : {}),
      asserter: context.patient,
    };
    entries.push(context.entry('condition/primary', primary));
  }
  (answers.otherConditions ?? []).forEach((name, index) => {
    if (!name.trim()) return;
    entries.push(
      context.entry(`condition/other/${index}`, {
        resourceType: 'Condition',
        category: [textOnly(context.words(exportTexts.otherCondition))],
        code: textOnly(name.trim()),
        subject: context.patient,
        asserter: context.patient,
      } satisfies Condition),
    );
  });
  return entries;
}
