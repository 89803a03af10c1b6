import { uncertainVariants, variantLikeStrings } from './report-checks';
import { readingOf } from './report-reading';
import type { GeneticReportResult } from './report-result';

/**
 * Which result view an upload response gets. First what the reading itself was worth
 * ("unreadable", "notReport": never "no variants" then), then the spec's shapes, then the
 * report's own conclusion: "negative" (no variant, the report says so), "statedOnly" (a stated
 * positive, carrier or uncertain result whose finding could not be read), "otherFindings" (no
 * variant, but pharmacogenomic results or findings in another form), and "unconfirmed" when
 * nothing was confirmed but the report holds doubtful readings or variant-like text.
 */
export type ReportResultKind =
  | 'unreadable'
  | 'notReport'
  | 'analysis'
  | 'noInformation'
  | 'negative'
  | 'statedOnly'
  | 'otherFindings'
  | 'noVariants'
  | 'unconfirmed'
  | 'variants';

/** The extractor writes 'none' for a field it could not find; blank counts the same. */
export function isMissingValue(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '' || value.trim().toLowerCase() === 'none';
}

export function reportResultKind(result: GeneticReportResult): ReportResultKind {
  const reading = readingOf(result);
  if (!reading.readable) return 'unreadable';
  if (!reading.isGeneticReport) return 'notReport';
  const singleValues = [result.var, result.loc, result.cond];
  const hasSingleValueShape = singleValues.some((value) => value !== undefined && value !== null);
  if (hasSingleValueShape) {
    return singleValues.every(isMissingValue) ? 'noInformation' : 'analysis';
  }
  const variants = Array.isArray(result.variants) ? result.variants : [];
  if (variants.length > 0) return 'variants';
  if (reading.otherFindings.length + reading.pharmacogenomics.length > 0) return 'otherFindings';
  if (reading.conclusion === 'negative') return 'negative';
  if (reading.conclusion !== 'not_stated') return 'statedOnly';
  const toCheck = uncertainVariants(result).length + variantLikeStrings(result).length;
  return toCheck > 0 ? 'unconfirmed' : 'noVariants';
}
