import type {
  BundleEntry,
  CodeableConcept,
  Coding,
  DiagnosticReport,
  DocumentReference,
  Observation,
  ObservationComponent,
  Reference,
} from '@medplum/fhirtypes';
import { conclusionOf, type Finding } from '../../../contract/report-findings.ts';
import { exportTexts } from '../export-words.ts';
import type { ReportOnFile } from '../patient-record.ts';
import {
  allelicStates,
  concept,
  genomics,
  interpretations,
  significances,
  systems,
  textOnly,
} from './codes.ts';
import type { FhirContext } from './fhir-context.ts';
import { instant } from './fhir-context.ts';

const GENETICS_CATEGORY: CodeableConcept = {
  coding: [{ system: systems.diagnosticService, code: 'GE', display: 'Genetics' }],
};
const LABORATORY_CATEGORY: CodeableConcept = {
  coding: [{ system: systems.observationCategory, code: 'laboratory', display: 'Laboratory' }],
};

const codeIn = (system: string, code: string): CodeableConcept => ({ coding: [{ system, code }] });

function component(code: Coding, value: CodeableConcept): ObservationComponent {
  return { code: { coding: [code] }, valueCodeableConcept: value };
}

/** A coded answer with the report's own words as its text, or the words alone. */
function coded<K extends string>(key: K | null, codes: Record<K, Coding>, words: string) {
  return key ? concept(codes[key], words) : textOnly(words);
}

/** What every observation of the report shares: final, laboratory and genetics, the patient. */
function reportObservation(
  code: Coding,
  context: FhirContext,
  issued: string,
  rest: Partial<Observation>,
): Observation {
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [LABORATORY_CATEGORY, GENETICS_CATEGORY],
    code: { coding: [code] },
    subject: context.patient,
    issued,
    ...rest,
  };
}

/** The variant in the shape of the Genomics Reporting IG's Variant profile (LOINC 69548-6). */
function variantObservation(finding: Finding, context: FhirContext, issued: string): Observation {
  const components: ObservationComponent[] = [];
  if (finding.gene) components.push(component(genomics.geneStudied, textOnly(finding.gene)));
  if (finding.cHgvs)
    components.push(component(genomics.dnaChange, codeIn(systems.hgvs, finding.cHgvs)));
  if (finding.pHgvs)
    components.push(component(genomics.aminoAcidChange, codeIn(systems.hgvs, finding.pHgvs)));
  if (finding.gHgvs)
    components.push(component(genomics.genomicDnaChange, codeIn(systems.hgvs, finding.gHgvs)));
  if (finding.transcript)
    components.push(component(genomics.transcript, codeIn(systems.refSeq, finding.transcript)));
  if (finding.genomicReference)
    components.push(
      component(genomics.genomicReference, codeIn(systems.refSeq, finding.genomicReference)),
    );
  if (finding.zygosity)
    components.push(
      component(
        genomics.allelicState,
        coded(finding.allelicState, allelicStates, finding.zygosity),
      ),
    );
  const identifiers = [
    ...finding.dbSnp.map((code) => ({ system: systems.dbSnp, code })),
    ...finding.clinVar.map((code) => ({ system: systems.clinVar, code })),
  ];
  if (identifiers.length)
    components.push(component(genomics.discreteVariant, { coding: identifiers }));
  const names = [...finding.otherHgvs, ...finding.legacyNames];
  return reportObservation(genomics.variantAssessment, context, issued, {
    valueCodeableConcept: { coding: [genomics.present] },
    ...(names.length
      ? { note: [{ text: context.words(exportTexts.alsoNamed, { names: names.join(', ') }) }] }
      : {}),
    component: components,
  });
}

/**
 * The clinical significance the report gives the variant, as its own observation derived from
 * it, with the diseases it names (and their OMIM numbers) and the inheritance where stated.
 */
function significanceObservation(
  finding: Finding,
  variant: Reference<Observation>,
  context: FhirContext,
  issued: string,
): Observation | null {
  if (!finding.classification && finding.diseases.length === 0) return null;
  const components: ObservationComponent[] = finding.diseases.map((disease) =>
    component(
      genomics.associatedPhenotype,
      disease.omim
        ? concept({ system: systems.omim, code: disease.omim }, disease.name)
        : textOnly(disease.name),
    ),
  );
  if (finding.inheritance)
    components.push(component(genomics.inheritance, textOnly(finding.inheritance)));
  return reportObservation(genomics.clinicalSignificance, context, issued, {
    derivedFrom: [variant],
    ...(finding.classification
      ? {
          valueCodeableConcept: coded(finding.significance, significances, finding.classification),
        }
      : { dataAbsentReason: textOnly(context.words(exportTexts.noClassification)) }),
    ...(components.length ? { component: components } : {}),
  });
}

function overallInterpretation(
  report: ReportOnFile,
  context: FhirContext,
  issued: string,
): Observation | null {
  const conclusion = conclusionOf(report.result);
  if (!conclusion || conclusion === 'not_stated') return null;
  const coding = interpretations[conclusion];
  const words = conclusion === 'carrier' ? context.words(exportTexts.carrier) : undefined;
  return reportObservation(genomics.overallInterpretation, context, issued, {
    valueCodeableConcept: coding ? concept(coding) : textOnly(words ?? conclusion),
  });
}

/** Why a report has no variant results: the engine's verdict on the reading, or none found. */
function withoutFindings(report: ReportOnFile, context: FhirContext): string {
  if (report.result.readable === false) return context.words(exportTexts.unreadable);
  if (report.result.is_genetic_report === false) return context.words(exportTexts.notGenetic);
  return context.words(exportTexts.noFinding);
}

/**
 * The genetic report on file: a DiagnosticReport whose results are one variant Observation per
 * finding, each with its clinical significance, the report's overall interpretation where it
 * states one, and the uploaded file as a DocumentReference (described, not embedded).
 */
export function geneticReportEntries(context: FhirContext): BundleEntry[] {
  const report = context.record.report;
  if (!report) return [];
  const issued = instant(report.result.processed_at);
  const entries: BundleEntry[] = [];
  const results: Reference<Observation>[] = [];
  report.findings.forEach((finding, index) => {
    const variantKey = `variant/${index}`;
    entries.push(context.entry(variantKey, variantObservation(finding, context, issued)));
    results.push(context.referenceTo<Observation>(variantKey));
    const significance = significanceObservation(
      finding,
      context.referenceTo<Observation>(variantKey),
      context,
      issued,
    );
    if (significance) {
      entries.push(context.entry(`significance/${index}`, significance));
      results.push(context.referenceTo<Observation>(`significance/${index}`));
    }
  });
  const overall = overallInterpretation(report, context, issued);
  if (overall) {
    entries.push(context.entry('overall-interpretation', overall));
    results.unshift(context.referenceTo<Observation>('overall-interpretation'));
  }
  const documentReference: DocumentReference = {
    resourceType: 'DocumentReference',
    status: 'current',
    type: { coding: [genomics.reportDocument] },
    subject: context.patient,
    date: issued,
    description: context.words(exportTexts.uploadedFile),
    content: [
      {
        attachment: {
          contentType: report.mediaType,
          title: report.fileName,
          size: report.byteSize,
          creation: issued,
        },
      },
    ],
    context: { related: [context.referenceTo('genetic-report')] },
  };
  const diagnosticReport: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    status: 'final',
    category: [GENETICS_CATEGORY],
    code: { coding: [genomics.reportPanel] },
    subject: context.patient,
    issued,
    ...(results.length ? { result: results } : {}),
    ...(report.findings.length === 0 ? { conclusion: withoutFindings(report, context) } : {}),
  };
  return [
    context.entry('genetic-report', diagnosticReport),
    ...entries,
    context.entry('genetic-report-file', documentReference),
  ];
}
