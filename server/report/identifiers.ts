import type { ParsedHgvs } from './hgvs.ts';
import { findHgvsMentions } from './recognition/hgvs-mentions.ts';

export interface Found<T = string> {
  value: T;
  index: number;
  length: number;
}

function all<T>(text: string, re: RegExp, map: (m: RegExpExecArray) => T | undefined): Found<T>[] {
  const out: Found<T>[] = [];
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (let m = g.exec(text); m; m = g.exec(text)) {
    const value = map(m);
    if (value !== undefined) out.push({ value, index: m.index, length: m[0].length });
  }
  return out;
}

export interface HgvsMention {
  /** As written, without the accession/gene prefix: "c.1521_1523delCTT". */
  description: string;
  /** With the prefix when the text had one: "NM_000059.4:c.5946del". */
  full: string;
  parsed: ParsedHgvs;
}

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

export function findRefSeq(text: string): Found[] {
  return all(text, /\b((?:NM|NR|NP|NC|NG|XM|XR|XP)_\d{4,}(?:\.\d{1,3})?)\b/g, (m) => m[1]);
}

export function findRsIds(text: string): Found[] {
  return all(text, /\brs(\d{2,12})\b/gi, (m) => `rs${m[1]}`);
}

export function findClinVar(text: string): Found[] {
  return all(text, /\b((?:VCV|RCV)\d{6,12}(?:\.\d+)?)\b/g, (m) => m[1]?.replace(/\.\d+$/, ''));
}

/** OMIM numbers only where the text marks them: "OMIM #219700", "MIM *602421", "MIM: 123456". */
export function findOmim(text: string): Found[] {
  const out = all(
    text,
    /\b(?:OMIM|MIM)(?:\s*(?:no\.?|number|entry|ID))?\s*[:#*%+^]?\s*[#*%+^]?\s*(\d{6})\b/g,
    (m) => m[1],
  );
  // continuation lists: "OMIM #219700, #602421"
  for (const f of [...out]) {
    const tail = text.slice(f.index + f.length, f.index + f.length + 40);
    for (const m of tail.matchAll(/^(?:\s*(?:,|and|;)\s*[#*%+^]?\s*(\d{6})\b)/g)) {
      if (m[1]) out.push({ value: m[1], index: f.index + f.length, length: m[0].length });
    }
  }
  return out;
}

export function findPmids(text: string): Found[] {
  return all(text, /\b(?:PMID|PubMed(?:\s*ID)?)\s*[:#]?\s*(\d{5,9})\b/gi, (m) => m[1]);
}

/** Legacy names printed next to HGVS: 6174delT, 185delAG, F508del, ΔF508, G551D, A3243G. */
export function findLegacyNames(text: string): Found[] {
  return all(
    text,
    /(?<![\w.])((?:\d{2,6}(?:[+-]\d+)?(?:del|ins|dup)[ACGT]{1,10})|(?:[ACDEFGHIKLMNPQRSTVWY]\d{1,5}(?:del|fs|[ACDEFGHIKLMNPQRSTVWYX*]))|(?:Δ[A-Z]\d{1,5})|(?:[ACGT]\d{2,5}[ACGT]))(?![\w>])/g,
    (m) => m[1],
  );
}

export type Classification =
  | 'Pathogenic'
  | 'Likely pathogenic'
  | 'Uncertain significance'
  | 'Likely benign'
  | 'Benign';

export function findClassifications(text: string): Found<Classification>[] {
  return all(
    text,
    /\b(likely[\s-]+pathogenic|likely[\s-]+benign|(?:variants?\s+of\s+)?(?:uncertain|unknown)\s+(?:clinical\s+)?significance|VUS|VOUS|pathogenic|benign)\b/gi,
    (m) => {
      const t = (m[1] ?? '').toLowerCase();
      if (t.startsWith('likely') && t.includes('pathogenic')) return 'Likely pathogenic';
      if (t.startsWith('likely')) return 'Likely benign';
      if (t.includes('significance') || t === 'vus' || t === 'vous')
        return 'Uncertain significance';
      if (t === 'pathogenic') return 'Pathogenic';
      return 'Benign';
    },
  );
}

export function findZygosity(text: string): Found[] {
  return all(
    text,
    /\b(compound heterozygous|heterozygous|homozygous|hemizygous|heteroplasm(?:ic|y)|homoplasm(?:ic|y)|mosaic|heterozygote|homozygote|hemizygote|het|hom|hemi)\b/gi,
    (m) => {
      const short: Record<string, string> = {
        het: 'heterozygous',
        hom: 'homozygous',
        hemi: 'hemizygous',
      };
      const word = (m[1] ?? '').toLowerCase();
      const t = short[word] ?? word;
      if (t.startsWith('heteroplasm')) return 'Heteroplasmic';
      if (t.startsWith('homoplasm')) return 'Homoplasmic';
      if (t === 'compound heterozygous') return 'Compound heterozygous';
      const base = t.replace(/ote$/, 'ous');
      return base.charAt(0).toUpperCase() + base.slice(1);
    },
  );
}

/** PubMed ids per numbered reference ("1. Riordan JR ... PMID: 2475911."). */
export function referenceList(text: string): Map<number, string[]> {
  const bodies = new Map<number, string>();
  let current: number | undefined;
  for (const line of text.split('\n')) {
    const start = line.match(/^\s*\[?(\d{1,3})[.)\]]\s+\S/);
    if (start) current = Number(start[1]);
    if (current === undefined) continue;
    bodies.set(current, `${bodies.get(current) ?? ''}\n${line}`);
  }
  const refs = new Map<number, string[]>();
  for (const [n, body] of bodies) {
    const ids = findPmids(body).map((f) => f.value);
    if (ids.length) refs.set(n, ids);
  }
  return refs;
}

/** Numbers cited as [2], [1,3] or [2-4]. */
export function citedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\[(\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\]/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [a, b] = part.split(/[-–]/).map((x) => Number(x.trim()));
      if (a === undefined || Number.isNaN(a)) continue;
      if (b !== undefined && !Number.isNaN(b) && b >= a && b - a < 20) {
        for (let n = a; n <= b; n++) out.push(n);
      } else out.push(a);
    }
  }
  return out;
}

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
