import type { ParsedHgvs } from '../hgvs.ts';

/** What a recognised string is. Variant kinds first, then identifiers that annotate variants. */
export type MentionKind =
  | 'hgvs'
  | 'rsid'
  | 'legacy'
  | 'named'
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
  /** Normalised value: HGVS without accession, rs…, VCV…, PMID digits, gene symbol. */
  value: string;
  parsed?: ParsedHgvs;
  /** True for the reading of the characters exactly as written. */
  asWritten: boolean;
}

/** A typed mention: the seam between recognition and assembly. */
export interface RecognisedMention {
  kind: MentionKind;
  /** Offsets (UTF-16) into the text given to `recognise`: `text === input.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
  /** Normalised value of the single (or chosen) reading. */
  value: string;
  /** HGVS: the parsed description, accession and gene of an `NM_…(GENE):` prefix. */
  parsed?: ParsedHgvs;
  accession?: string;
  gene?: string;
  /** Set when the written text was repaired (OCR confusion) or had to be rewritten. */
  repaired?: boolean;
  /** More than one valid reading survived: assembly must not treat this as a plain finding. */
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
}
