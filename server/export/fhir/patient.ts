import type { Extension, Patient } from '@medplum/fhirtypes';
import { genderOptions } from '../../../contract/options/genders.ts';
import { systems } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';

/** The spec's gender answers that are also an administrative gender (FHIR's male|female|other). */
const ADMINISTRATIVE_GENDER: Record<string, Patient['gender']> = {
  male: 'male',
  female: 'female',
  'non-binary': 'other',
  other: 'other',
};
const GENDER_IDENTITY = 'http://hl7.org/fhir/StructureDefinition/individual-genderIdentity';
const PRONOUNS = 'http://hl7.org/fhir/StructureDefinition/individual-pronouns';

function extensionsOf(
  gender: string | null,
  pronouns: string | null,
  words: FhirContext['words'],
): Extension[] {
  const extensions: Extension[] = [];
  const option = genderOptions.find((choice) => choice.value === gender);
  const label = option ? words(option.label) : undefined;
  // The patient's own answer, kept whole: "prefer not to say" is not an administrative gender.
  if (label) {
    extensions.push({
      url: GENDER_IDENTITY,
      extension: [{ url: 'value', valueCodeableConcept: { text: label } }],
    });
  }
  if (pronouns) {
    extensions.push({
      url: PRONOUNS,
      extension: [{ url: 'value', valueCodeableConcept: { text: pronouns } }],
    });
  }
  return extensions;
}

export function patientResource(context: FhirContext): Patient {
  const { record } = context;
  const { answers } = record;
  const given = answers.firstName ? [answers.firstName] : undefined;
  const family = answers.lastName ?? undefined;
  const extension = extensionsOf(answers.gender, answers.pronouns, context.words);
  const gender = answers.gender ? ADMINISTRATIVE_GENDER[answers.gender] : undefined;
  return {
    resourceType: 'Patient',
    ...(extension.length ? { extension } : {}),
    identifier: [{ system: systems.patientId, value: record.patientId }],
    name: [
      {
        use: 'official',
        text: [answers.firstName, answers.lastName].filter(Boolean).join(' ') || record.accountName,
        ...(family ? { family } : {}),
        ...(given ? { given } : {}),
      },
      ...(record.accountName ? [{ use: 'usual' as const, text: record.accountName }] : []),
    ],
    telecom: [{ system: 'email', value: record.email }],
    ...(gender ? { gender } : {}),
    ...(answers.dateOfBirth ? { birthDate: answers.dateOfBirth } : {}),
    ...(answers.state ? { address: [{ state: answers.state, country: 'US' }] } : {}),
  };
}
