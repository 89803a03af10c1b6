import {
  type Found,
  findClinVar,
  findCopyNumber,
  findHgvs,
  findLegacyNames,
  findOmim,
  findPmids,
  findRefSeq,
  findRsIds,
  type HgvsMention,
} from '../identifiers.ts';
import type { MentionKind, RecognisedMention } from './mention-types.ts';

/** Pharmacogenomic diplotypes: "*1/*3", "*4/*41", "*1/*1F", "*1/*2xN". */
const STAR_DIPLOTYPE =
  /(?<![\w*])(\*\d{1,3}[A-Z]?\d?(?:x(?:\d|N))?)\s?\/\s?(\*\d{1,3}[A-Z]?\d?(?:x(?:\d|N))?)(?![\w*])/g;

function fromHgvs(kind: MentionKind, f: Found<HgvsMention>, text: string): RecognisedMention {
  const { parsed } = f.value;
  return {
    kind,
    start: f.index,
    end: f.index + f.length,
    text: text.slice(f.index, f.index + f.length),
    value: f.value.description,
    parsed,
    ...(parsed.accession ? { accession: parsed.accession } : {}),
    ...(parsed.gene ? { gene: parsed.gene } : {}),
  };
}

function plain(kind: MentionKind, found: Found[], text: string): RecognisedMention[] {
  return found.map((f) => ({
    kind,
    start: f.index,
    end: f.index + f.length,
    text: text.slice(f.index, f.index + f.length),
    value: f.value,
  }));
}

function stars(text: string): RecognisedMention[] {
  return [...text.matchAll(STAR_DIPLOTYPE)].map((m) => ({
    kind: 'star' as const,
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    text: m[0],
    value: `${m[1]}/${m[2]}`,
  }));
}

/**
 * Typed mentions of one (normalised) paragraph, built from the recognisers in identifiers.ts.
 * This is the single place assembly asks for mentions: the recognition stage replaces it.
 */
export function recogniseParagraph(text: string): RecognisedMention[] {
  // a description that continues past its valid part ("p.Arg534G|in") was cut back to a
  // shorter, different variant: it is not a reading of what is written
  const hgvs = findHgvs(text)
    .filter((f) => !/[A-Za-z0-9]/.test(text.charAt(f.index + f.length)))
    .map((f) => fromHgvs('hgvs', f, text));
  const cnv = findCopyNumber(text).map((f) => fromHgvs('cnv', f, text));
  return [
    ...hgvs,
    ...cnv,
    ...stars(text),
    ...plain('rsid', findRsIds(text), text),
    ...plain('legacy', findLegacyNames(text), text),
    ...plain('clinvar', findClinVar(text), text),
    ...plain('refseq', findRefSeq(text), text),
    ...plain('omim', findOmim(text), text),
    ...plain('pmid', findPmids(text), text),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
}
