// The recognisers records.ts reads, by their historical names. Each rule lives in its own
// module under recognition/; `recognise()` (recognition/index.ts) returns them all as typed
// mentions with offsets into the raw text.
import { all as allMatches, type Found } from './recognition/found.ts';
import type { HgvsMention } from './recognition/hgvs-mention.ts';
import { findHgvsMentions } from './recognition/hgvs-mentions.ts';

export type { Classification } from './recognition/classification.ts';
export { findClassifications } from './recognition/classification.ts';
export { findCopyNumber } from './recognition/copy-number.ts';
export {
  findClinVar,
  findOmim,
  findPmids,
  findRefSeq,
  findRsIds,
} from './recognition/database-ids.ts';
export type { Found } from './recognition/found.ts';
export type { HgvsMention } from './recognition/hgvs-mention.ts';
export { citedNumbers, referenceList } from './recognition/references.ts';
export { findHeteroplasmy, findZygosity } from './recognition/zygosity.ts';

/**
 * HGVS descriptions the text states plainly: valid as written, respelled (spaces, arrows) or
 * repaired by the one valid OCR reading. Doubtful ones (several readings, or none) are left to
 * `recognise()`, which returns them marked uncertain.
 */
export function findHgvs(text: string): Found<HgvsMention>[] {
  return findHgvsMentions(text).flatMap((c) => {
    if (c.uncertain || !c.parsed) return [];
    const prefix = c.accession ? `${c.accession}${c.gene ? `(${c.gene})` : ''}:` : '';
    const value: HgvsMention = {
      description: c.value,
      full: `${prefix}${c.value}`,
      parsed: { ...c.parsed, accession: c.accession ?? null, gene: c.gene ?? null },
    };
    return [{ value, index: c.start, length: c.end - c.start }];
  });
}

/** Legacy names printed next to HGVS: 6174delT, 185delAG, F508del, ΔF508, G551D, A3243G. */
export function findLegacyNames(text: string): Found[] {
  return allMatches(
    text,
    /(?<![\w.])((?:\d{2,6}(?:[+-]\d+)?(?:del|ins|dup)[ACGT]{1,10})|(?:[ACDEFGHIKLMNPQRSTVWY]\d{1,5}(?:del|fs|[ACDEFGHIKLMNPQRSTVWYX*]))|(?:Δ[A-Z]\d{1,5})|(?:[ACGT]\d{2,5}[ACGT]))(?![\w>])/g,
    (m) => m[1],
  );
}
