import { uncertainVariants, variantLikeStrings } from './report-checks';
import type { GeneticReportResult } from './report-result';

/**
 * Which result view an upload response gets: the spec's four, and "unconfirmed" when no
 * variant was confirmed but the report holds doubtful readings or variant-like text (then
 * "No genetic variants were detected" would be a claim we cannot make).
 */
export type ReportResultKind =
  | 'analysis'
  | 'noInformation'
  | 'noVariants'
  | 'unconfirmed'
  | 'variants';

/** The extractor writes 'none' for a field it could not find; blank counts the same. */
export function isMissingValue(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '' || value.trim().toLowerCase() === 'none';
}

export function reportResultKind(result: GeneticReportResult): ReportResultKind {
  const singleValues = [result.var, result.loc, result.cond];
  const hasSingleValueShape = singleValues.some((value) => value !== undefined && value !== null);
  if (hasSingleValueShape) {
    return singleValues.every(isMissingValue) ? 'noInformation' : 'analysis';
  }
  const variants = Array.isArray(result.variants) ? result.variants : [];
  if (variants.length > 0) return 'variants';
  const toCheck = uncertainVariants(result).length + variantLikeStrings(result).length;
  return toCheck > 0 ? 'unconfirmed' : 'noVariants';
}
