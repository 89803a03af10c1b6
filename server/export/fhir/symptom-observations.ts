import type { BundleEntry, CodeableConcept, Observation } from '@medplum/fhirtypes';
import type { Symptom } from '../symptoms.ts';
import { concept, symptomCode, systems } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';
import { instant } from './fhir-context.ts';

function symptomValue(symptom: Symptom, context: FhirContext): CodeableConcept {
  if (!symptom.hpoId) return { text: symptom.text };
  const display = context.vocabulary.labelOf(symptom.hpoId) ?? symptom.text;
  const version = context.vocabulary.release;
  return concept({ system: systems.hpo, version, code: symptom.hpoId, display }, symptom.text);
}

/** One Observation per symptom (step 2): "Symptom" valued with the HPO term or the text. */
export function symptomEntries(context: FhirContext): BundleEntry[] {
  return context.record.symptoms.map((symptom, index) =>
    context.entry(`symptom/${index}`, {
      resourceType: 'Observation',
      status: 'final',
      category: [
        { coding: [{ system: systems.observationCategory, code: 'survey', display: 'Survey' }] },
      ],
      code: { coding: [symptomCode] },
      subject: context.patient,
      performer: [context.patient],
      issued: instant(context.record.updatedAt),
      valueCodeableConcept: symptomValue(symptom, context),
    } satisfies Observation),
  );
}
