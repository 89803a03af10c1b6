import type { GeneticReportResult } from './report-result';

/** Which of the spec's four result views an upload response gets. */
export type ReportResultKind = 'analysis' | 'noInformation' | 'noVariants' | 'variants';

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
  return variants.length === 0 ? 'noVariants' : 'variants';
}

/** Lists from the server are trusted for shape only after this: anything else becomes []. */
export function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}
