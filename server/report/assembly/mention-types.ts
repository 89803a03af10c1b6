import type { ParsedHgvs } from '../hgvs.ts';

/*
 * The seam between recognition and assembly. The shape is the one the recognition stage
 * (server/report/recognition/types.ts on the recog branch) returns, so assembly can take its
 * output unchanged; until then `recognise-paragraph.ts` builds it from the find* functions.
 */

/** What a recognised string is. Variant kinds first, then identifiers that annotate variants. */
export type MentionKind =
  | 'hgvs'
  | 'rsid'
  | 'legacy'
  | 'prose'
  | 'star'
  | 'cnv'
  | 'clinvar'
  | 'refseq'
  | 'omim'
  | 'pmid'
  | 'gene';

/** One way of reading a mention (OCR repair can leave several). */
export interface Reading {
  value: string;
  parsed?: ParsedHgvs;
  /** True for the reading of the characters exactly as written. */
  asWritten: boolean;
}

export interface RecognisedMention {
  kind: MentionKind;
  /** Offsets into the text that was recognised: `text === input.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
  /** Normalised value: HGVS without accession, rs…, VCV…, star diplotype, gene symbol. */
  value: string;
  parsed?: ParsedHgvs;
  accession?: string;
  gene?: string;
  repaired?: boolean;
  /** More than one valid reading survived recognition. */
  uncertain?: boolean;
  readings?: Reading[];
}
