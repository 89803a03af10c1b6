import type { Bundle } from '@medplum/fhirtypes';
import type { PatientRecord } from '../patient-record.ts';
import type { PhenotypeVocabulary } from '../phenotype-vocabulary.ts';
import { appointmentEntries } from './appointment.ts';
import { checklistEntries } from './checklist.ts';
import { conditionEntries } from './conditions.ts';
import { familyHistoryEntries } from './family-history.ts';
import { fhirContext, instant } from './fhir-context.ts';
import { geneticReportEntries } from './genomics.ts';
import { medicationEntries } from './medications.ts';
import { onboardingAnswerEntries } from './onboarding-answers.ts';
import { patientResource } from './patient.ts';
import { symptomEntries } from './symptom-observations.ts';

const ATTRIBUTION = 'urn:herd-health:attribution';

/**
 * The patient's record as a FHIR R4 `collection` Bundle (mappings: docs/export.md). Entries
 * refer to each other by `urn:uuid:` full URLs, stable from one export to the next.
 */
export function fhirBundle(record: PatientRecord, vocabulary: PhenotypeVocabulary): Bundle {
  const context = fhirContext(record, vocabulary);
  const coded = record.symptoms.some((symptom) => symptom.hpoId);
  return {
    resourceType: 'Bundle',
    id: context.idOf(`bundle/${record.exportedAt.getTime()}`),
    meta: {
      lastUpdated: instant(record.exportedAt),
      // HPO's licence: cite it wherever its terms are exported (each coding names the release).
      ...(coded
        ? { tag: [{ system: ATTRIBUTION, code: 'hpo', display: vocabulary.attribution }] }
        : {}),
    },
    type: 'collection',
    timestamp: instant(record.exportedAt),
    entry: [
      context.entry('patient', patientResource(context)),
      ...conditionEntries(context),
      ...symptomEntries(context),
      ...medicationEntries(context),
      ...familyHistoryEntries(context),
      ...checklistEntries(context),
      ...onboardingAnswerEntries(context),
      ...appointmentEntries(context),
      ...geneticReportEntries(context),
    ],
  };
}
