import { withGlobalCopy } from '../global-regex.ts';
import type { ParsedHgvs } from '../hgvs.ts';
import type { MentionKind, Reading } from './types.ts';

/** A mention found in normalised text (offsets into that text), before mapping to raw text. */
export interface Candidate {
  kind: MentionKind;
  start: number;
  end: number;
  value: string;
  parsed?: ParsedHgvs;
  accession?: string;
  gene?: string;
  repaired?: boolean;
  uncertain?: boolean;
  readings?: Reading[];
  /**
   * A legacy or prefix-less name in HGVS notation with its numbering unchanged ("Arg987Ter" ->
   * "p.Arg987Ter"); the numbering may still be a legacy one, so it is not the value.
   */
  asHgvs?: string;
  /**
   * A doubtful protein description's readable start ("p Arg534Cin" -> p.Arg534?): residue and
   * number only, for checking a DNA change against it; never a variant.
   */
  partial?: ParsedHgvs;
  /** Named variants: the dbSNP id the name stands for. */
  rsid?: string;
  /** rsID with a genotype call ("rs6025 AG" -> "A/G") and what it implies. */
  genotype?: string;
  zygosity?: string;
  /** Higher wins when two candidates cover the same characters. */
  priority?: number;
}

/** Runs a global regex over text; `make` may return undefined to skip a match. */
export function scan(
  text: string,
  re: RegExp,
  make: (m: RegExpExecArray) => Candidate | undefined,
): Candidate[] {
  return withGlobalCopy(re, (g) => {
    const out: Candidate[] = [];
    for (let m = g.exec(text); m; m = g.exec(text)) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      const c = make(m);
      if (c) out.push(c);
    }
    return out;
  });
}
