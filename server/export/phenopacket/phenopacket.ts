import type { Finding, Significance } from '../../../contract/report-findings.ts';
import type { PatientRecord } from '../patient-record.ts';
import type { PhenotypeVocabulary } from '../phenotype-vocabulary.ts';
import { stableUuid } from '../stable-id.ts';
import {
  allelicStates,
  genoResource,
  hpoResource,
  mondoResource,
  omimResource,
  type Resource,
  taxonomyResource,
  unspecifiedDisease,
} from './ontologies.ts';

interface OntologyClass {
  id: string;
  label: string;
}

const SCHEMA_VERSION = '2.0.0';
const ACMG: Record<Significance, string> = {
  pathogenic: 'PATHOGENIC',
  'likely pathogenic': 'LIKELY_PATHOGENIC',
  'uncertain significance': 'UNCERTAIN_SIGNIFICANCE',
  'likely benign': 'LIKELY_BENIGN',
  benign: 'BENIGN',
};
const SEX: Record<string, string> = { male: 'MALE', female: 'FEMALE' };

/** The first disease the report names for the finding with an OMIM number. */
function diseaseOf(finding: Finding): OntologyClass | null {
  const named = finding.diseases.find((disease) => disease.omim);
  return named?.omim ? { id: `OMIM:${named.omim}`, label: named.name } : null;
}

function expressionsOf(finding: Finding) {
  const expressions: { syntax: string; value: string }[] = [];
  if (finding.cHgvs) expressions.push({ syntax: 'hgvs.c', value: finding.cHgvs });
  if (finding.pHgvs) expressions.push({ syntax: 'hgvs.p', value: finding.pHgvs });
  if (finding.gHgvs) expressions.push({ syntax: 'hgvs.g', value: finding.gHgvs });
  for (const other of finding.otherHgvs) expressions.push({ syntax: 'hgvs', value: other });
  if (finding.transcript)
    expressions.push({ syntax: 'transcript_reference', value: finding.transcript });
  return expressions;
}

function labelOf(finding: Finding): string {
  const change = finding.cHgvs ?? finding.gHgvs ?? finding.otherHgvs[0] ?? finding.pHgvs ?? '';
  const protein = finding.pHgvs && finding.pHgvs !== change ? ` (${finding.pHgvs})` : '';
  return [finding.gene, `${change}${protein}`].filter(Boolean).join(' ');
}

function genomicInterpretation(finding: Finding, index: number, subjectId: string) {
  const allelicState = finding.allelicState ? allelicStates[finding.allelicState] : undefined;
  const xrefs = [
    ...finding.dbSnp.map((id) => `dbSNP:${id}`),
    ...finding.clinVar.map((id) => `ClinVar:${id}`),
  ];
  return {
    subjectOrBiosampleId: subjectId,
    interpretationStatus: 'UNKNOWN_STATUS',
    variantInterpretation: {
      acmgPathogenicityClassification: finding.significance
        ? ACMG[finding.significance]
        : 'NOT_PROVIDED',
      therapeuticActionability: 'UNKNOWN_ACTIONABILITY',
      variationDescriptor: {
        id: `variant-${index + 1}`,
        label: labelOf(finding),
        ...(finding.gene
          ? { geneContext: { valueId: `hgnc.symbol:${finding.gene}`, symbol: finding.gene } }
          : {}),
        expressions: expressionsOf(finding),
        ...(xrefs.length ? { xrefs } : {}),
        ...(finding.legacyNames.length ? { alternateLabels: finding.legacyNames } : {}),
        moleculeContext: finding.cHgvs ? 'transcript' : 'genomic',
        ...(allelicState ? { allelicState } : {}),
      },
    },
  };
}

/** One interpretation per disease the findings are tied to (in the order first named). */
function interpretationsOf(findings: Finding[], subjectId: string) {
  const byDisease = new Map<string, { disease: OntologyClass; items: unknown[] }>();
  findings.forEach((finding, index) => {
    const disease = diseaseOf(finding) ?? unspecifiedDisease;
    const group = byDisease.get(disease.id) ?? { disease, items: [] };
    group.items.push(genomicInterpretation(finding, index, subjectId));
    byDisease.set(disease.id, group);
  });
  return [...byDisease.values()].map((group, index) => ({
    id: `interpretation-${index + 1}`,
    progressStatus: 'COMPLETED',
    diagnosis: { disease: group.disease, genomicInterpretations: group.items },
  }));
}

/** Each disease the report names with an OMIM number, once. */
function diseasesOf(findings: Finding[]) {
  const seen = new Map<string, OntologyClass>();
  for (const finding of findings) {
    for (const disease of finding.diseases) {
      const id = disease.omim ? `OMIM:${disease.omim}` : null;
      if (id && !seen.has(id)) seen.set(id, { id, label: disease.name });
    }
  }
  return [...seen.values()].map((term) => ({ term }));
}

/**
 * The record as a GA4GH Phenopacket v2 (mappings: docs/export.md): the subject, the symptoms
 * coded with HPO terms, the report's findings and the diseases it names with OMIM numbers.
 */
export function phenopacket(record: PatientRecord, vocabulary: PhenotypeVocabulary) {
  const { answers } = record;
  const subjectId = stableUuid(record.patientId, 'phenopacket/subject');
  const findings = record.report?.findings ?? [];
  const phenotypicFeatures = record.symptoms
    .filter((symptom) => symptom.hpoId)
    .map((symptom) => {
      const id = symptom.hpoId as string;
      return { type: { id, label: vocabulary.labelOf(id) ?? symptom.text } };
    });
  const interpretations = interpretationsOf(findings, subjectId);
  const diseases = diseasesOf(findings);
  // The HPO release is named whether or not a symptom is coded: it is the release the export used.
  const resources: Resource[] = [hpoResource(vocabulary.release), taxonomyResource];
  if (findings.some((finding) => finding.allelicState)) resources.push(genoResource);
  if (diseases.length) resources.push(omimResource);
  if (interpretations.some((item) => item.diagnosis.disease.id === unspecifiedDisease.id))
    resources.push(mondoResource);
  const sex = answers.gender ? SEX[answers.gender] : undefined;
  return {
    id: stableUuid(record.patientId, 'phenopacket'),
    subject: {
      id: subjectId,
      ...(answers.dateOfBirth ? { dateOfBirth: `${answers.dateOfBirth}T00:00:00Z` } : {}),
      ...(sex ? { sex } : {}),
      taxonomy: { id: 'NCBITaxon:9606', label: 'Homo sapiens' },
    },
    ...(phenotypicFeatures.length ? { phenotypicFeatures } : {}),
    ...(interpretations.length ? { interpretations } : {}),
    ...(diseases.length ? { diseases } : {}),
    metaData: {
      created: record.exportedAt.toISOString(),
      createdBy: 'herd Health',
      submittedBy: 'the patient',
      resources,
      phenopacketSchemaVersion: SCHEMA_VERSION,
      externalReferences: [
        { id: 'hpo', reference: 'https://hpo.jax.org', description: vocabulary.attribution },
      ],
    },
  };
}
