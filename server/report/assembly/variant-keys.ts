import { type ParsedHgvs, parseHgvs } from '../hgvs.ts';
import { aminoAcid3 } from '../recognition/amino-acids.ts';
import type { Reading, RecognisedMention } from '../recognition/types.ts';

const parsedCache = new Map<string, ParsedHgvs | undefined>();

/** The parsed form of an HGVS value (cached: legacy names repeat through a report). */
export function parsedOf(value: string): ParsedHgvs | undefined {
  if (!parsedCache.has(value)) parsedCache.set(value, parseHgvs(value));
  return parsedCache.get(value);
}

/**
 * The HGVS descriptions a mention can stand for: an HGVS mention's one reading (or the several
 * OCR left), a legacy or named variant's HGVS spelling. Empty for everything else.
 */
export function hgvsReadings(m: RecognisedMention): Reading[] {
  if (m.kind === 'hgvs') {
    if (m.readings?.length) return m.readings;
    return m.parsed ? [{ value: m.value, parsed: m.parsed, asWritten: !m.repaired }] : [];
  }
  if ((m.kind === 'legacy' || m.kind === 'named') && m.asHgvs) {
    const parsed = parsedOf(m.asHgvs);
    return parsed ? [{ value: m.asHgvs, parsed, asWritten: false }] : [];
  }
  return [];
}

/** An HGVS description OCR left unreadable: kept only to be shown as doubtful. */
export const isUnreadable = (m: RecognisedMention) =>
  m.kind === 'hgvs' && m.uncertain === true && !m.readings?.length;

/** A legacy or named variant ("F508del", "Factor V Leiden"), not an HGVS description. */
export const isName = (m: RecognisedMention) => m.kind === 'legacy' || m.kind === 'named';

/** c., g., p. …: of the mention's readings, or of its written prefix when none is valid. */
function hgvsKind(m: RecognisedMention): string | undefined {
  const reading = hgvsReadings(m)[0];
  if (reading) return reading.parsed?.kind ?? reading.value.charAt(0);
  return isUnreadable(m) ? m.value.charAt(0) : undefined;
}

/** Kinds that name a variant (the others annotate one). */
export function isVariantKind(m: RecognisedMention): boolean {
  return hgvsKind(m) !== undefined || m.kind === 'cnv' || m.kind === 'star' || m.kind === 'rsid';
}

export const isProtein = (m: RecognisedMention) => hgvsKind(m) === 'p';
/** An RNA change (r.): what a DNA variant does to the transcript, evidence rather than a finding. */
export const isRna = (m: RecognisedMention) => hgvsKind(m) === 'r';
export const isDna = (m: RecognisedMention) => {
  if (m.kind === 'cnv') return true;
  const kind = hgvsKind(m);
  return kind !== undefined && kind !== 'p';
};

/** The value a mention is shown and keyed by: its one HGVS reading, else as recognised. */
export function variantValue(m: RecognisedMention): string {
  const readings = hgvsReadings(m);
  return readings.length === 1 ? (readings[0] as Reading).value : m.value;
}

/** "c.1521_1523delCTT" = "c.1521_1523del"; "c.(100_102)del" = "c.100_102del". */
export function dnaKey(description: string): string {
  const [, kind = '', body = ''] = description.match(/^([cgmnr])\.(.*)$/) ?? [];
  if (!kind) return description;
  const bare = body.replace(/^\((.*)\)$/, '$1').replace(/(del|dup)[ACGTUN]+$/i, '$1');
  return `${kind}.${bare}`;
}

/** One spelling per protein change: three-letter residues, Ter for stop codons, no parentheses. */
export function proteinKey(description: string): string {
  let body = description.replace(/^p\./, '').replace(/[()]/g, '');
  body = body.replace(/^([A-Z](?![a-z]))(\d+)([A-Z*](?![a-z])|=)?/, (_, from, at, to) => {
    const a = aminoAcid3(from) ?? from;
    const b = to === undefined ? '' : to === '=' ? '=' : (aminoAcid3(to) ?? to);
    return `${a}${at}${b}`;
  });
  return `p.${body.replace(/\*/g, 'Ter').replace(/Stop$/i, 'Ter')}`;
}

/**
 * A protein change without its numbers: two numberings of one change agree ("N370S" and
 * p.Asn409Ser; "Glu6Val" and p.Glu7Val), other residues do not ("G12D", p.Gly12Cys).
 */
export const proteinShape = (description: string) => proteinKey(description).replace(/\d+/g, '#');

/** The key that ties mentions of one variant together (before genes are known). */
export function mentionKey(m: RecognisedMention): string {
  if (m.kind === 'cnv') return m.parsed?.body ?? m.value;
  if (isProtein(m)) return proteinKey(variantValue(m));
  if (isDna(m)) return dnaKey(variantValue(m));
  return `${m.kind}:${m.value}`;
}

/** "c.1601" of "c.1601G>A", "p.534" of "p.Arg534Gln": two readings of one site must agree. */
export function siteOf(key: string): string | undefined {
  const dna = key.match(/^([cgmnr]\.[-*]?\d+(?:[-+]\d+)?(?:_[-*]?\d+(?:[-+]\d+)?)?)/);
  if (dna) return dna[1];
  const protein = key.match(/^p\.[A-Z][a-z]{2}(\d+)/);
  return protein ? `p.${protein[1]}` : undefined;
}
