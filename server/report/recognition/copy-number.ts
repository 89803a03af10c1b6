import { all, type Found } from './found.ts';
import type { HgvsMention } from './hgvs-mention.ts';

/**
 * Exon-level copy-number findings written in words ("deletion of exons 8-9", "exon 12
 * duplication", "EX3_5DEL", "whole-gene deletion"), returned as a readable description.
 */
export function findCopyNumber(text: string): Found<HgvsMention>[] {
  const make = (kind: 'deletion' | 'duplication', from?: string, to?: string): HgvsMention => {
    const range = from
      ? to && to !== from
        ? `exons ${from}-${to}`
        : `exon ${from}`
      : 'whole gene';
    const description = from
      ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)} of ${range}`
      : `Whole-gene ${kind}`;
    const body = `cnv:${range.replace(/\s+/g, '')}:${kind === 'deletion' ? 'del' : 'dup'}`;
    return {
      description,
      full: description,
      parsed: { accession: null, gene: null, kind: 'g', body },
    };
  };
  const kindOf = (word: string) => (/^del/i.test(word) ? 'deletion' : 'duplication');
  return [
    ...all(
      text,
      /\b(deletion|duplication)\s+(?:of\s+|spanning\s+|involving\s+)?(?:the\s+)?exons?\s+(\d{1,3})(?:\s*(?:-|–|to|through)\s*(\d{1,3}))?\b/gi,
      (m) => make(kindOf(m[1] ?? ''), m[2], m[3]),
    ),
    ...all(
      text,
      /\bexons?\s+(\d{1,3})(?:\s*(?:-|–|to|through)\s*(\d{1,3}))?\s+(deletion|duplication|del|dup)\b/gi,
      (m) => make(kindOf(m[3] ?? ''), m[1], m[2]),
    ),
    ...all(text, /\bEX(\d{1,3})(?:_(\d{1,3}))?(DEL|DUP)\b/gi, (m) =>
      make(kindOf(m[3] ?? ''), m[1], m[2]),
    ),
    ...all(text, /\b(?:whole|entire|full)[\s-]gene\s+(deletion|duplication)\b/gi, (m) =>
      make(kindOf(m[1] ?? '')),
    ),
  ].sort((a, b) => a.index - b.index);
}
