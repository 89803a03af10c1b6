import { parse } from './data/hgvs-parser.js';
import type { ParsedHgvs } from './hgvs-types.ts';
import { isMeaningful } from './recognition/hgvs-semantics.ts';

export type {
  HgvsKind,
  NucEdit,
  NucPosition,
  ParsedHgvs,
  ProteinEdit,
} from './hgvs-types.ts';

/**
 * Validates one HGVS description: the peggy grammar (hgvs.peggy) for the syntax, then the
 * checks a grammar cannot make (position order, sequence lengths, one amino-acid style).
 * Undefined when invalid.
 */
export function parseHgvs(text: string): ParsedHgvs | undefined {
  let parsed: ParsedHgvs;
  try {
    parsed = parse(text) as ParsedHgvs;
  } catch {
    return undefined;
  }
  return isMeaningful(parsed) ? parsed : undefined;
}
