import {
  findClinVar,
  findCopyNumber,
  findLegacyNames,
  findOmim,
  findPmids,
  findRefSeq,
  findRsIds,
} from '../identifiers.ts';
import { normaliseText } from '../normalise.ts';
import { findHgvsMentions } from './hgvs-mentions.ts';
import type { MentionKind, RecognisedMention } from './types.ts';

export type { MentionKind, Reading, RecognisedMention } from './types.ts';

/** Every typed mention in a text, with offsets into that text. */
export function recognise(raw: string): RecognisedMention[] {
  const norm = normaliseText(raw);
  const toRaw = (i: number) => norm.toRaw[i] ?? raw.length;
  const out: RecognisedMention[] = [];
  const push = (kind: MentionKind, index: number, length: number, value: string) => {
    const start = toRaw(index);
    const end = (norm.toRaw[index + length - 1] ?? raw.length - 1) + 1;
    out.push({ kind, start, end, text: raw.slice(start, end), value });
  };
  for (const c of findHgvsMentions(norm.text)) {
    const start = toRaw(c.start);
    const end = (norm.toRaw[c.end - 1] ?? raw.length - 1) + 1;
    const { priority: _p, start: _s, end: _e, ...rest } = c;
    out.push({ ...rest, start, end, text: raw.slice(start, end) });
  }
  for (const f of findRsIds(norm.text)) push('rsid', f.index, f.length, f.value);
  for (const f of findLegacyNames(norm.text)) push('legacy', f.index, f.length, f.value);
  for (const f of findCopyNumber(norm.text)) push('cnv', f.index, f.length, f.value.description);
  for (const f of findClinVar(norm.text)) push('clinvar', f.index, f.length, f.value);
  for (const f of findRefSeq(norm.text)) push('refseq', f.index, f.length, f.value);
  for (const f of findOmim(norm.text)) push('omim', f.index, f.length, f.value);
  for (const f of findPmids(norm.text)) push('pmid', f.index, f.length, f.value);
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}
