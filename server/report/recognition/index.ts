import { type NormalisedText, normaliseText } from '../normalise.ts';
import type { Candidate } from './candidate.ts';
import { findCopyNumber } from './copy-number.ts';
import { findClinVar, findOmim, findPmids, findRefSeq } from './database-ids.ts';
import { findHgvsMentions } from './hgvs-mentions.ts';
import { findLegacyDna } from './legacy-dna.ts';
import { findLegacyIntronic } from './legacy-intronic.ts';
import { findLegacyProtein } from './legacy-protein.ts';
import { findNamedVariants } from './named-variants.ts';
import { resolveOverlaps } from './overlaps.ts';
import { findProseChanges } from './prose-changes.ts';
import { findRsidMentions } from './rsid-genotypes.ts';
import { findStarAlleles } from './star-alleles.ts';
import type { MentionKind, RecognisedMention } from './types.ts';

export type { MentionKind, Reading, RecognisedMention } from './types.ts';

/** Variant mentions in normalised text, one per stretch of text. */
export function variantCandidates(text: string): Candidate[] {
  const cnv: Candidate[] = findCopyNumber(text).map((f) => ({
    kind: 'cnv',
    start: f.index,
    end: f.index + f.length,
    value: f.value.description,
  }));
  return resolveOverlaps([
    ...findHgvsMentions(text),
    ...findLegacyIntronic(text),
    ...findLegacyDna(text),
    ...findLegacyProtein(text),
    ...findProseChanges(text),
    ...findNamedVariants(text),
    ...cnv,
  ]);
}

/** Database identifiers and references that annotate variants. */
function identifierCandidates(text: string): Candidate[] {
  const finders: [
    MentionKind,
    (t: string) => { value: string; index: number; length: number }[],
  ][] = [
    ['clinvar', findClinVar],
    ['refseq', findRefSeq],
    ['omim', findOmim],
    ['pmid', findPmids],
  ];
  const ids = finders.flatMap(([kind, find]) =>
    find(text).map((f) => ({ kind, start: f.index, end: f.index + f.length, value: f.value })),
  );
  return [...ids, ...findRsidMentions(text), ...findStarAlleles(text)];
}

function toRaw(c: Candidate, norm: NormalisedText, raw: string): RecognisedMention {
  const start = norm.toRaw[c.start] ?? raw.length;
  const end = (norm.toRaw[c.end - 1] ?? raw.length - 1) + 1;
  const { priority: _p, start: _s, end: _e, ...rest } = c;
  return { ...rest, start, end, text: raw.slice(start, end) };
}

/** Every typed mention in a text, with offsets into that text. */
export function recognise(raw: string): RecognisedMention[] {
  const norm = normaliseText(raw);
  return [...variantCandidates(norm.text), ...identifierCandidates(norm.text)]
    .map((c) => toRaw(c, norm, raw))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}
