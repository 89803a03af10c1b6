import type { Bundle, Observation } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { Conclusion, ReportResult } from '../../../contract/report.ts';
import { findingsOf, type ReportReading } from '../../../contract/report-findings.ts';
import { richAnswers, richReportResult } from '../../../scripts/lib/export-patients.ts';
import { fhirBundle } from '../../../server/export/fhir/fhir-bundle.ts';
import type { PatientRecord } from '../../../server/export/patient-record.ts';
import { phenopacket } from '../../../server/export/phenopacket/phenopacket.ts';
import type { PhenotypeVocabulary } from '../../../server/export/phenotype-vocabulary.ts';
import { symptomsOf } from '../../../server/export/symptoms.ts';
import { fhirFailures, phenopacketFailures } from './validators.ts';

const vocabulary: PhenotypeVocabulary = {
  release: '2099-01-01',
  attribution: 'Test attribution sentence (version 2099-01-01).',
  labelOf: (id) => ({ 'HP:0012735': 'Cough', 'HP:0001250': 'Seizure' })[id],
};

function recordWith(result: ReportReading | null, symptoms: unknown[] = []): PatientRecord {
  return {
    patientId: 'patient-1',
    email: 'p@example.com',
    accountName: 'P',
    answers: { ...richAnswers, symptoms } as unknown as PatientRecord['answers'],
    symptoms: symptomsOf(symptoms),
    report: result && {
      id: result.run_id,
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

const mtReport = (extra: Partial<ReportReading> = {}): ReportReading => ({
  ...(richReportResult() as ReportReading),
  variants: [
    {
      var: ['m.3243A>G', 'A3243G'],
      gene: ['MT-TL1'],
      diseaseNames: ['MELAS'],
      refSeq: ['NC_012920.1'],
      dbSNP: ['rs199474657'],
      OMIM: ['540000'],
      PMID: [],
      classification: 'Pathogenic',
      zygosity: 'Heteroplasmic',
    },
    {
      var: ['c.65794G>A', 'p.Gly21932Arg'],
      gene: ['TTN'],
      diseaseNames: [],
      refSeq: ['NM_001267550.2'],
      dbSNP: [],
      OMIM: [],
      PMID: [],
      classification: 'Variant of uncertain significance (VUS)',
    },
  ],
  disease_options: [{ name: 'MELAS', id: 'OMIM:540000', description: 'Named for MT-TL1.' }],
  ...extra,
});

describe('the export mappings', () => {
  it('symptoms: strings and { text, hpo_id } both, junk left out', () => {
    expect(
      symptomsOf([
        'Cough',
        { text: 'Seizures', hpo_id: 'HP:0001250' },
        { text: 'odd id', hpo_id: 'HP:12' },
        '  ',
        null,
        42,
        { hpo_id: 'HP:0012735' },
      ]),
    ).toEqual([
      { text: 'Cough', hpoId: null },
      { text: 'Seizures', hpoId: 'HP:0001250' },
      { text: 'odd id', hpoId: null },
      { text: 'HP:0012735', hpoId: 'HP:0012735' },
    ]);
    expect(symptomsOf('Cough, fever')).toEqual([]);
  });

  it('HPO terms take the lookup label and name the release; the attribution travels', () => {
    const record = recordWith(null, [{ text: 'my cough', hpo_id: 'HP:0012735' }, 'tired']);
    const bundle = fhirBundle(record, vocabulary);
    const symptom = bundle.entry?.find(
      (entry) => (entry.resource as Observation).code?.coding?.[0]?.code === '75325-1',
    )?.resource as Observation;
    expect(symptom.valueCodeableConcept).toEqual({
      coding: [
        {
          system: 'http://purl.obolibrary.org/obo/hp.owl',
          version: '2099-01-01',
          code: 'HP:0012735',
          display: 'Cough',
        },
      ],
      text: 'my cough',
    });
    expect(bundle.meta?.tag?.[0]?.display).toBe(vocabulary.attribution);
    const packet = phenopacket(record, vocabulary);
    expect(packet.phenotypicFeatures).toEqual([{ type: { id: 'HP:0012735', label: 'Cough' } }]);
    expect(packet.metaData.resources[0]).toMatchObject({ id: 'hp', version: '2099-01-01' });
    expect(packet.metaData.externalReferences[0]?.description).toBe(vocabulary.attribution);
    expect(fhirFailures(bundle)).toEqual([]);
    expect(phenopacketFailures(packet)).toEqual([]);
  });

  it('an m. change is a genomic change on its reference; a VUS is uncertain significance', () => {
    const record = recordWith(mtReport());
    const bundle = fhirBundle(record, vocabulary);
    expect(fhirFailures(bundle)).toEqual([]);
    const text = JSON.stringify(bundle);
    expect(text).toContain('"code":"81290-9"');
    expect(text).toContain('"code":"NC_012920.1:m.3243A>G"');
    expect(text).toContain('"code":"LA6703-8"'); // heteroplasmic
    expect(text).toContain('"code":"LA26333-7"'); // uncertain significance
    const packet = phenopacket(record, vocabulary);
    expect(phenopacketFailures(packet)).toEqual([]);
    const [melas, unnamed] = packet.interpretations ?? [];
    expect(melas?.diagnosis.disease).toEqual({ id: 'OMIM:540000', label: 'MELAS' });
    expect(unnamed?.diagnosis.disease).toEqual({ id: 'MONDO:0000001', label: 'disease' });
    expect(JSON.stringify(unnamed)).toContain('UNCERTAIN_SIGNIFICANCE');
    expect(JSON.stringify(melas)).toContain('GENO:0000603');
  });

  it('an unreadable reading, or a document that is no genetic report, exports no finding', () => {
    for (const verdict of [{ readable: false }, { is_genetic_report: false }]) {
      const record = recordWith(mtReport(verdict));
      expect(record.report?.findings).toEqual([]);
      const bundle: Bundle = fhirBundle(record, vocabulary);
      expect(JSON.stringify(bundle)).not.toContain('3243');
      expect(bundle.entry?.some((e) => e.resource?.resourceType === 'DiagnosticReport')).toBe(true);
      expect(phenopacket(record, vocabulary).interpretations).toBeUndefined();
    }
  });

  it("the report's conclusion becomes the overall interpretation where LOINC has a word for it", () => {
    const code = (conclusion: Conclusion) => {
      const bundle = fhirBundle(recordWith(mtReport({ conclusion })), vocabulary);
      const overall = bundle.entry?.find(
        (e) => (e.resource as Observation).code?.coding?.[0]?.code === '51968-6',
      )?.resource as Observation | undefined;
      return overall?.valueCodeableConcept;
    };
    expect(code('negative')?.coding?.[0]?.code).toBe('LA6577-6');
    expect(code('carrier')).toEqual({ text: 'Carrier' });
    expect(code('not_stated')).toBeUndefined();
    expect(code('something else' as Conclusion)).toBeUndefined();
  });

  it('the same record exported twice gives the same ids', () => {
    const ids = (bundle: Bundle) => bundle.entry?.map((entry) => entry.fullUrl);
    const record = recordWith(richReportResult() as ReportResult);
    expect(ids(fhirBundle(record, vocabulary))).toEqual(ids(fhirBundle(record, vocabulary)));
  });
});
