// Spellings of HGVS descriptions that are unambiguous but not HGVS, turned into HGVS:
// spaces and arrows ("c.263 G>C", "c.2406C-->A"), "G/A" for "G>A", "stop" for Ter
// ("p.E169stop"), the reference base first ("c.G1714C"), and ClinVar's older edits
// ("c.5_6delAGinsT" = "c.5_6delinsT", "g.123C=" = "g.123=").
import type { ParsedHgvs } from '../hgvs.ts';

/** The body with the non-HGVS spellings replaced; `changed` when anything was replaced. */
export function respell(kind: string, body: string): { text: string; changed: boolean } {
  let t = body.replace(/\s+/g, '');
  t = t.replace(/-{1,4}>|=>|→/g, '>');
  if (kind !== 'p') {
    t = t.replace(/([ACGTU])\/([ACGTU])$/i, '$1>$2');
    const refFirst = /^([ACGT])(\d+)([ACGT])$/.exec(t);
    if (refFirst) t = `${refFirst[2]}${refFirst[1]}>${refFirst[3]}`;
  } else {
    t = t.replace(/(\d)(?:stop|Stop|STOP)(?=\)?$)/, '$1*');
  }
  return { text: t, changed: t !== body };
}

/** The HGVS value of a parsed description (without accession): older edits rewritten. */
export function canonicalValue(p: ParsedHgvs): string {
  let body = p.body;
  if (p.kind !== 'p') {
    if (p.edit?.type === 'delins') body = body.replace(/del(?:[ACGTUN]+|\d+)?ins/i, 'delins');
    if (p.edit?.type === 'identity') body = body.replace(/[ACGTUN]+=/i, '=');
  }
  return `${p.kind}.${body}`;
}
