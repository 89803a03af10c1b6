import type { BundleEntry, Patient, Reference, Resource } from '@medplum/fhirtypes';
import type { PatientRecord } from '../patient-record.ts';
import type { PhenotypeVocabulary } from '../phenotype-vocabulary.ts';
import { stableUuid } from '../stable-id.ts';

/** What every builder of the FHIR export is given. */
export interface FhirContext {
  record: PatientRecord;
  vocabulary: PhenotypeVocabulary;
  /** The Patient, by its `urn:uuid:` full URL. */
  patient: Reference<Patient>;
  /** The bundle entry of a resource, its id and full URL named by `key`. */
  entry<T extends Resource>(key: string, resource: T): BundleEntry<T> & { resource: T };
  /** The reference to the entry named by `key`. */
  referenceTo<T extends Resource = Resource>(key: string): Reference<T>;
  /** The id of what `key` names. */
  idOf(key: string): string;
}

export function fhirContext(record: PatientRecord, vocabulary: PhenotypeVocabulary): FhirContext {
  const uuidOf = (key: string) => stableUuid(record.patientId, key);
  const referenceTo = <T extends Resource = Resource>(key: string): Reference<T> => ({
    reference: `urn:uuid:${uuidOf(key)}`,
  });
  return {
    record,
    vocabulary,
    patient: referenceTo<Patient>('patient'),
    entry: (key, resource) => {
      const id = uuidOf(key);
      return { fullUrl: `urn:uuid:${id}`, resource: { ...resource, id } };
    },
    referenceTo,
    idOf: uuidOf,
  };
}

/** A timestamp as a FHIR instant (ISO 8601 with a zone). */
export const instant = (date: Date | string): string => new Date(date).toISOString();
