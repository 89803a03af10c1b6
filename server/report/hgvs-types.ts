// The parsed form of an HGVS description (hgvs.ts builds it; recognition checks it).

export type HgvsKind = 'c' | 'g' | 'm' | 'n' | 'r' | 'p';

/** A nucleotide position: `-15`, `*46`, `c.89+1` (offset 1), `?`. */
export interface NucPosition {
  anchor: '' | '-' | '*' | '?';
  base: number | null;
  offset: number | '?' | null;
}

export interface NucEdit {
  type: 'sub' | 'del' | 'dup' | 'ins' | 'delins' | 'inv' | 'repeat' | 'identity' | 'unknown';
  /** Reference sequence (or length) as written: the `G` of `G>A`, `CTT` of `delCTT`. */
  ref?: string;
  /** New sequence (or length) as written. */
  alt?: string;
}

export interface ProteinEdit {
  type:
    | 'sub'
    | 'fs'
    | 'ext'
    | 'del'
    | 'dup'
    | 'ins'
    | 'delins'
    | 'identity'
    | 'unknown'
    | 'nothing';
  /** First residue and its number as written (`Arg`, `R`). */
  ref?: string;
  position?: number;
  /** New residue(s) as written. */
  alt?: string;
  endRef?: string;
  endPosition?: number;
  /** Written in parentheses: a predicted consequence. */
  predicted?: boolean;
}

export interface ParsedHgvs {
  accession: string | null;
  gene: string | null;
  kind: HgvsKind;
  body: string;
  /** Nucleotide descriptions: first and last position, and the edit. */
  start?: NucPosition | null;
  end?: NucPosition | null;
  edit?: NucEdit;
  protein?: ProteinEdit;
}
