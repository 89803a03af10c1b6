import { aminoAcid } from './genetic-code.ts';
import type { RecognisedMention } from './mention-types.ts';

/** Kinds whose mention may carry an HGVS reading (a legacy name or prose normalised to one). */
const HGVS_KINDS = new Set(['hgvs', 'legacy', 'prose']);
const hasHgvs = (m: RecognisedMention) => HGVS_KINDS.has(m.kind) && m.parsed !== undefined;

/** Kinds that name a variant (the others annotate one). */
export function isVariantKind(m: RecognisedMention): boolean {
  return hasHgvs(m) || m.kind === 'cnv' || m.kind === 'star' || m.kind === 'rsid';
}

export const isProtein = (m: RecognisedMention) => hasHgvs(m) && m.parsed?.kind === 'p';
export const isDna = (m: RecognisedMention) =>
  m.kind === 'cnv' || (hasHgvs(m) && m.parsed?.kind !== 'p');

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
    const a = aminoAcid(from) ?? from;
    const b = to === undefined ? '' : to === '=' ? '=' : (aminoAcid(to) ?? to);
    return `${a}${at}${b}`;
  });
  return `p.${body.replace(/\*/g, 'Ter').replace(/Stop$/i, 'Ter')}`;
}

/** The key that ties mentions of one variant together (before genes are known). */
export function mentionKey(m: RecognisedMention): string {
  if (m.kind === 'cnv') return m.parsed?.body ?? m.value;
  if (isProtein(m)) return proteinKey(m.value);
  if (isDna(m)) return dnaKey(m.value);
  return `${m.kind}:${m.value}`;
}

/** "c.1601" of "c.1601G>A", "p.534" of "p.Arg534Gln": two readings of one site must agree. */
export function siteOf(key: string): string | undefined {
  const dna = key.match(/^([cgmnr]\.[-*]?\d+(?:[-+]\d+)?(?:_[-*]?\d+(?:[-+]\d+)?)?)/);
  if (dna) return dna[1];
  const protein = key.match(/^p\.[A-Z][a-z]{2}(\d+)/);
  return protein ? `p.${protein[1]}` : undefined;
}
