import type {
  Appointment,
  Bundle,
  Condition,
  Patient,
  Questionnaire,
  QuestionnaireResponse,
  Resource,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { checklistQuestions } from '../../../contract/options/checklist.ts';
import { findingsOf, type ReportReading } from '../../../contract/report-findings.ts';
import {
  checklistAnswers,
  richAnswers,
  richReportResult,
} from '../../../scripts/lib/export-patients.ts';
import { exportTexts, exportWordsIn } from '../../../server/export/export-words.ts';
import { fhirBundle } from '../../../server/export/fhir/fhir-bundle.ts';
import type { PatientRecord } from '../../../server/export/patient-record.ts';
import type { PhenotypeVocabulary } from '../../../server/export/phenotype-vocabulary.ts';
import { fhirFailures } from './validators.ts';

const vocabulary: PhenotypeVocabulary = {
  release: '2099-01-01',
  attribution: 'Test attribution sentence (version 2099-01-01).',
  labelOf: () => undefined,
};

function recordOf(answers: object, language: string | null): PatientRecord {
  const result = richReportResult() as ReportReading;
  return {
    patientId: 'patient-1',
    email: 'p@example.com',
    accountName: 'P',
    answers: { ...answers, language } as unknown as PatientRecord['answers'],
    symptoms: [],
    report: {
      id: 'r',
      fileName: 'r.pdf',
      mediaType: 'application/pdf',
      byteSize: 10,
      result,
      findings: findingsOf(result),
    },
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    exportedAt: new Date('2026-11-21T10:00:00Z'),
  };
}

const resources = (bundle: Bundle) =>
  (bundle.entry ?? []).map((entry) => entry.resource as Resource);
const first = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  resources(bundle).find((resource) => resource.resourceType === type) as T;

describe('the FHIR export in the patient language', () => {
  it.each(['es', 'ar'] as const)(
    '%s: words for people from the catalogue, codes unchanged',
    (language) => {
      const words = exportWordsIn(language);
      const english = exportWordsIn('en');
      const bundle = fhirBundle(recordOf(richAnswers, language), vocabulary);
      expect(fhirFailures(bundle)).toEqual([]);
      expect(resources(bundle).every((resource) => resource.language === language)).toBe(true);

      const appointment = first<Appointment>(bundle, 'Appointment');
      expect(appointment.description).toBe(words(exportTexts.appointment));
      expect(appointment.description).not.toBe(english(exportTexts.appointment));
      const condition = first<Condition>(bundle, 'Condition');
      expect(condition.category?.[0]?.text).not.toBe('Primary rare condition');
      const patient = first<Patient>(bundle, 'Patient');
      const identity = patient.extension?.[0]?.extension?.[0]?.valueCodeableConcept?.text;
      expect(identity).toBeTruthy();
      expect(identity).not.toBe('Female');

      const onboarding = resources(bundle).find(
        (resource): resource is Questionnaire =>
          resource.resourceType === 'Questionnaire' && resource.name === 'OnboardingAnswers',
      );
      const englishBundle = fhirBundle(recordOf(richAnswers, null), vocabulary);
      const englishOnboarding = resources(englishBundle).find(
        (resource): resource is Questionnaire =>
          resource.resourceType === 'Questionnaire' && resource.name === 'OnboardingAnswers',
      );
      const texts = (questionnaire?: Questionnaire) =>
        (questionnaire?.item ?? []).flatMap((group) => [
          group.text,
          ...(group.item ?? []).map((item) => item.text),
        ]);
      // Every question reads in the language; none is the English one.
      const translated = texts(onboarding);
      const original = texts(englishOnboarding);
      expect(translated).toHaveLength(original.length);
      expect(translated.filter((text, index) => text === original[index])).toEqual([]);

      // LOINC and the other code systems keep their published displays.
      const loinc = JSON.stringify(bundle).match(/"display":"[^"]+"/g) ?? [];
      expect(loinc).toEqual(JSON.stringify(englishBundle).match(/"display":"[^"]+"/g) ?? []);
    },
  );

  it('the checklist questions read as the patient saw them', () => {
    const bundle = fhirBundle(recordOf(checklistAnswers, 'es'), vocabulary);
    const response = resources(bundle).find(
      (resource): resource is QuestionnaireResponse =>
        resource.resourceType === 'QuestionnaireResponse' &&
        (resource.questionnaire ?? '').endsWith('medical-checklist'),
    );
    const words = exportWordsIn('es');
    expect(response?.item?.map((item) => item.text)).toEqual(
      checklistQuestions.map((question) => words(question.label)),
    );
  });

  it('English, and a profile with no language, stay as they were', () => {
    for (const language of ['en', null]) {
      const bundle = fhirBundle(recordOf(richAnswers, language), vocabulary);
      expect(first<Appointment>(bundle, 'Appointment').description).toBe(
        'Virtual genetic counseling appointment',
      );
      expect(first<Condition>(bundle, 'Condition').category?.[0]?.text).toBe(
        'Primary rare condition',
      );
      expect(resources(bundle).every((resource) => resource.language === 'en')).toBe(true);
    }
  });
});
