import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import type { AllelicState, Significance } from '../../../contract/report-findings.ts';

/** Code systems and codes of the FHIR export (docs/export.md lists each with its meaning). */
export const systems = {
  loinc: 'http://loinc.org',
  hpo: 'http://purl.obolibrary.org/obo/hp.owl',
  hgvs: 'http://varnomen.hgvs.org',
  refSeq: 'http://www.ncbi.nlm.nih.gov/refseq',
  dbSnp: 'http://www.ncbi.nlm.nih.gov/projects/SNP',
  clinVar: 'http://www.ncbi.nlm.nih.gov/clinvar',
  omim: 'http://www.omim.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticService: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  roleCode: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  patientId: 'urn:herd-health:patient-id',
} as const;

/** Canonical URLs of the questionnaires the export defines. */
export const questionnaireUrls = {
  checklist: 'urn:herd-health:fhir:Questionnaire:medical-checklist',
  onboarding: 'urn:herd-health:fhir:Questionnaire:onboarding-answers',
} as const;

export const loinc = (code: string, display: string): Coding => ({
  system: systems.loinc,
  code,
  display,
});

export const concept = (coding: Coding, text?: string): CodeableConcept =>
  text ? { coding: [coding], text } : { coding: [coding] };

export const textOnly = (text: string): CodeableConcept => ({ text });

/** The LOINC codes of the HL7 Genomics Reporting implementation guide that the export uses. */
export const genomics = {
  reportPanel: loinc('81247-9', 'Master HL7 genetic variant reporting panel'),
  variantAssessment: loinc('69548-6', 'Genetic variant assessment'),
  present: loinc('LA9633-4', 'Present'),
  geneStudied: loinc('48018-6', 'Gene studied [ID]'),
  dnaChange: loinc('48004-6', 'DNA change (c.HGVS)'),
  aminoAcidChange: loinc('48005-3', 'Amino acid change (pHGVS)'),
  genomicDnaChange: loinc('81290-9', 'Genomic DNA change (gHGVS)'),
  transcript: loinc('51958-7', 'Transcript reference sequence [ID]'),
  genomicReference: loinc('48013-7', 'Genomic reference sequence [ID]'),
  allelicState: loinc('53034-5', 'Allelic state'),
  discreteVariant: loinc('81252-9', 'Discrete genetic variant'),
  clinicalSignificance: loinc('53037-8', 'Genetic variation clinical significance [Imp]'),
  associatedPhenotype: loinc('81259-4', 'Associated phenotype'),
  inheritance: loinc('79742-3', 'Inheritance pattern based on family history'),
  overallInterpretation: loinc('51968-6', 'Genetic disease analysis overall interpretation'),
  reportDocument: loinc('51969-4', 'Genetic analysis report'),
} as const;

/** LOINC answers for allelic state (answer list LL381-5). */
export const allelicStates: Record<AllelicState, Coding> = {
  heterozygous: loinc('LA6706-1', 'Heterozygous'),
  homozygous: loinc('LA6705-3', 'Homozygous'),
  hemizygous: loinc('LA6707-9', 'Hemizygous'),
  heteroplasmic: loinc('LA6703-8', 'Heteroplasmic'),
  homoplasmic: loinc('LA6704-6', 'Homoplasmic'),
};

/** LOINC answers for clinical significance (answer list LL4034-6). */
export const significances: Record<Significance, Coding> = {
  pathogenic: loinc('LA6668-3', 'Pathogenic'),
  'likely pathogenic': loinc('LA26332-9', 'Likely pathogenic'),
  'uncertain significance': loinc('LA26333-7', 'Uncertain significance'),
  'likely benign': loinc('LA26334-5', 'Likely benign'),
  benign: loinc('LA6675-8', 'Benign'),
};

/** LOINC answers for the overall interpretation (answer list LL541-4), by the report's conclusion. */
export const interpretations: Record<string, Coding> = {
  positive: loinc('LA6576-8', 'Positive'),
  negative: loinc('LA6577-6', 'Negative'),
  uncertain: loinc('LA9663-1', 'Inconclusive'),
};

export const symptomCode = loinc('75325-1', 'Symptom');
