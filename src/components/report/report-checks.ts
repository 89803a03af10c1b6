import type { GeneticReportResult } from './report-result';
import { stringList } from './string-list';

/**
 * What the extractor read but could not confirm (contract/report.ts): variants whose
 * reading is doubtful, with the row or sentence they came from, and variant-like strings that
 * are not findings. Results stored before these fields existed simply have none.
 */
export interface UncertainVariant {
  ids: string[];
  genes: string[];
  snippet: string;
}

type WithChecks = GeneticReportResult & {
  uncertain_variants?: unknown;
  variant_like?: unknown;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function uncertainVariants(result: GeneticReportResult): UncertainVariant[] {
  const list = (result as WithChecks).uncertain_variants;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((v) => ({
    ids: stringList(v.var),
    genes: stringList(v.gene),
    snippet: typeof v.snippet === 'string' ? v.snippet.trim() : '',
  }));
}

export function variantLikeStrings(result: GeneticReportResult): string[] {
  return stringList((result as WithChecks).variant_like);
}
