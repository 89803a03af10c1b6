import { readConclusion } from './assembly/conclusion.ts';
import { isGeneticReport } from './assembly/document-kind.ts';
import type { AssembledReport } from './assembly/index.ts';
import type { ReportDocument } from './document.ts';
import { missedFindings, type ReadDocument } from './reading/index.ts';
import type { ExtractedReport, Variant } from './types.ts';

/** A carrier is heterozygous for the variant it carries: said where the report does not. */
function withCarrierZygosity(variants: Variant[]): Variant[] {
  return variants.map((v) =>
    v.zygosity || /benign/i.test(v.classification ?? '') ? v : { ...v, zygosity: 'Heterozygous' },
  );
}

const CHECKED = /^(?:[cgmn]\.|rs\d)/;

/**
 * A reading that failed cannot vouch for a variant its DNA change did not confirm (a protein
 * change alone, "p.GlyS551Asp" read as p.Gly5551Asp): such variants are asked to be checked.
 */
function doubtUnchecked(result: ExtractedReport): void {
  const unchecked = result.variants.filter((v) => !v.var.some((x) => CHECKED.test(x)));
  if (unchecked.length === 0) return;
  result.variants = result.variants.filter((v) => !unchecked.includes(v));
  result.uncertain_variants = [
    ...(result.uncertain_variants ?? []),
    ...unchecked.map((v) => ({ ...v, uncertain: true as const, snippet: v.var.join(' ') })),
  ];
}

/**
 * The upload result: what was read, how well, whether it is a genetic test report and what it
 * concludes. A document that is not a genetic report states no findings (an invoice number
 * "c.123" is not a variant).
 */
export function judgeDocument(
  doc: ReportDocument,
  report: AssembledReport,
  read: ReadDocument,
): ExtractedReport {
  const genetic = read.hasText && isGeneticReport(doc, report);
  const result: ExtractedReport = {
    variants: [],
    disease_options: [],
    raw_text: read.text,
    uncertain_variants: [],
    variant_like: [],
    readable: read.readable,
    is_genetic_report: genetic,
    conclusion: 'not_stated',
    reading: read.reading,
    listed_codes: [],
    pharmacogenomics: [],
    other_findings: [],
    references: [],
  };
  if (!genetic) return result;
  const { conclusion, statement, carrierNote } = readConclusion(doc, report);
  const found =
    report.variants.length + report.pharmacogenomics.length + report.otherFindings.length > 0;
  const statedFound =
    conclusion === 'positive' || conclusion === 'carrier' || conclusion === 'uncertain';
  if (!found && (statedFound || report.uncertain.length > 0)) {
    const missed = missedFindings(read);
    result.readable = missed.readable;
    result.reading = missed.reading;
  }
  const negative = conclusion === 'negative';
  Object.assign(result, {
    variants: conclusion === 'carrier' ? withCarrierZygosity(report.variants) : report.variants,
    disease_options: report.diseaseOptions,
    uncertain_variants: report.uncertain,
    // a negative report's codes are the methods' and limitations': not doubt about a finding
    variant_like: negative ? [] : report.variantLike,
    listed_codes: negative
      ? [
          ...report.listed,
          ...report.variantLike
            .filter((text) => !report.listed.some((c) => c.text === text))
            .map((text) => ({ text, where: 'methods' as const })),
        ]
      : report.listed,
    conclusion,
    pharmacogenomics: report.pharmacogenomics,
    other_findings: report.otherFindings,
    references: report.references,
  });
  if (!result.readable && result.reading?.source === 'ocr') doubtUnchecked(result);
  if (statement) result.conclusion_statement = statement;
  if (carrierNote) result.carrier_note = carrierNote;
  return result;
}
