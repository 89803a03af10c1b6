import type { BundleEntry, Patient, Reference, Resource } from '@medplum/fhirtypes';
import { defaultLocale, type Locale } from '../../../i18n/locales.ts';
import { supportedLocale } from '../../i18n/server-words.ts';
import { type ExportWords, exportWordsIn } from '../export-words.ts';
import type { PatientRecord } from '../patient-record.ts';
import type { PhenotypeVocabulary } from '../phenotype-vocabulary.ts';
import { stableUuid } from '../stable-id.ts';

/** What every builder of the FHIR export is given. */
export interface FhirContext {
  record: PatientRecord;
  vocabulary: PhenotypeVocabulary;
  /** The patient's language (their profile's; English without one): what `words` writes in. */
  language: Locale;
  /** Words for people in the patient's language (server/export/export-words.ts). */
  words: ExportWords;
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
  const language = supportedLocale(record.answers.language) ?? defaultLocale;
  return {
    record,
    vocabulary,
    language,
    words: exportWordsIn(language),
    patient: referenceTo<Patient>('patient'),
    entry: (key, resource) => {
      const id = uuidOf(key);
      // Resource.language: the language of the resource's words for people.
      return { fullUrl: `urn:uuid:${id}`, resource: { ...resource, id, language } };
    },
    referenceTo,
    idOf: uuidOf,
  };
}

/** A timestamp as a FHIR instant (ISO 8601 with a zone). */
export const instant = (date: Date | string): string => new Date(date).toISOString();
