// What the HGVS grammar cannot see: a description can be well formed and still name no variant
// (position 0, a range running backwards, "c.1521_1523delCT" whose sequence is shorter than its
// range). Such strings are usually a misprint or an OCR error, so they are not read at all.
import type { NucEdit, NucPosition, ParsedHgvs, ProteinEdit } from '../hgvs-types.ts';

const ONE_LETTER = /^[ACDEFGHIKLMNPQRSTVWY]$/;
const STYLE_NEUTRAL = new Set(['*', 'X', 'Ter']);

function positionOk(p: NucPosition, kind: ParsedHgvs['kind']): boolean {
  if (p.anchor === '?') return true;
  if (p.base === null || p.base < 1) return false;
  const genomic = kind === 'g' || kind === 'm';
  if (genomic && (p.anchor !== '' || p.offset !== null)) return false;
  return p.offset !== 0;
}

/** Sort key along the transcript: 5' UTR (-), coding, 3' UTR (*). */
function key(p: NucPosition): number | undefined {
  if (p.base === null) return undefined;
  if (p.anchor === '-') return -p.base;
  if (p.anchor === '*') return 1e9 + p.base;
  return p.base;
}

function ordered(a: NucPosition, b: NucPosition): boolean {
  const ka = key(a);
  const kb = key(b);
  if (ka === undefined || kb === undefined) return true;
  if (ka !== kb) return ka < kb;
  const oa = typeof a.offset === 'number' ? a.offset : 0;
  const ob = typeof b.offset === 'number' ? b.offset : 0;
  return oa <= ob;
}

/** Length of a range when both ends are plain numbers on one axis (no offsets). */
function span(a: NucPosition, b: NucPosition | null | undefined): number | undefined {
  if (!b) return a.offset === null && a.base !== null ? 1 : undefined;
  if (a.offset !== null || b.offset !== null || a.anchor !== b.anchor) return undefined;
  if (a.base === null || b.base === null) return undefined;
  return a.anchor === '-' ? a.base - b.base + 1 : b.base - a.base + 1;
}

const seqLength = (s: string | undefined) =>
  s === undefined ? undefined : /^\d+$/.test(s) ? Number(s) : s.length;

function editOk(edit: NucEdit, length: number | undefined, single: boolean): boolean {
  const ref = seqLength(edit.ref);
  switch (edit.type) {
    case 'sub':
      return single && edit.ref?.toUpperCase() !== edit.alt?.toUpperCase();
    case 'ins':
      // ClinVar still carries single-position insertions ("c.28insA"); a range must be two
      // neighbours
      return single || length === undefined || length === 2;
    case 'del':
    case 'dup':
    case 'inv':
    case 'delins':
    case 'identity':
      return ref === undefined || length === undefined || ref === length;
    default:
      return true;
  }
}

function nucleotideOk(p: ParsedHgvs): boolean {
  if (!p.start) return true; // "c.=" / "c.?"
  if (!positionOk(p.start, p.kind) || (p.end && !positionOk(p.end, p.kind))) return false;
  if (p.end && !ordered(p.start, p.end)) return false;
  if (!p.edit) return false;
  return editOk(p.edit, span(p.start, p.end), !p.end);
}

/** One amino-acid style per description (Ter written as X or * fits both). */
function proteinOk(e: ProteinEdit): boolean {
  const residues = [e.ref, e.endRef, ...(e.alt ? (e.alt.match(/[A-Z][a-z]{2}|[A-Z*]/g) ?? []) : [])]
    .filter((r): r is string => Boolean(r))
    .filter((r) => !STYLE_NEUTRAL.has(r));
  const styles = new Set(residues.map((r) => (ONE_LETTER.test(r) ? 1 : 3)));
  if (styles.size > 1) return false;
  if (e.position !== undefined && e.position < 1) return false;
  if (e.endPosition !== undefined && e.position !== undefined && e.endPosition <= e.position)
    return false;
  return true;
}

export function isMeaningful(p: ParsedHgvs): boolean {
  if (p.kind === 'p') return p.protein ? proteinOk(p.protein) : false;
  return nucleotideOk(p);
}
