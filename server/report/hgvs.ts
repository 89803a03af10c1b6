import { parse } from './data/hgvs-parser.js';

export type HgvsKind = 'c' | 'g' | 'm' | 'n' | 'r' | 'p';

export interface ParsedHgvs {
  accession: string | null;
  gene: string | null;
  kind: HgvsKind;
  body: string;
}

/** Validates one HGVS description with the peggy grammar (hgvs.peggy); undefined if invalid. */
export function parseHgvs(text: string): ParsedHgvs | undefined {
  try {
    return parse(text) as ParsedHgvs;
  } catch {
    return undefined;
  }
}

/** Longest valid HGVS prefix of a candidate (text scanners over-capture trailing punctuation). */
export function longestValidHgvs(
  candidate: string,
): { text: string; parsed: ParsedHgvs } | undefined {
  for (let end = candidate.length; end >= 3; end--) {
    const text = candidate.slice(0, end);
    const parsed = parseHgvs(text);
    if (parsed) return { text, parsed };
  }
  return undefined;
}
