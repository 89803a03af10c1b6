import type { ParsedHgvs } from '../hgvs.ts';
import { genomicFitsCoding } from './genomic-fit.ts';
import type { VariantGroup } from './group-variants.ts';
import type { Located } from './locate.ts';
import { couldReadAs } from './ocr-alike.ts';
import { hgvsReadings, isDna, isUnreadable } from './variant-keys.ts';

/** The kind letter of a DNA mention: of its reading, or of its written prefix. */
function dnaKind(l: Located): string | undefined {
  if (!isDna(l.mention)) return undefined;
  const reading = hgvsReadings(l.mention)[0];
  return reading?.parsed?.kind ?? l.mention.value.charAt(0).toLowerCase();
}

const isCoding = (l: Located) => dnaKind(l) === 'c' || dnaKind(l) === 'n';

function onlyReading(l: Located): ParsedHgvs | undefined {
  const readings = hgvsReadings(l.mention);
  return readings.length === 1 ? readings[0]?.parsed : undefined;
}

interface Coding {
  group: VariantGroup;
  mention: Located;
}

/**
 * The one coding variant a scope (sentence, row or paragraph) names, else undefined: none, or
 * two different ones ("do not guess"). A coding form OCR left unreadable is another variant
 * unless its characters could be a misreading of the readable one.
 */
function oneCodingIn(
  codings: Coding[],
  inScope: (l: Located) => boolean,
): Coding | 'none' | 'many' {
  const here = codings.filter((c) => inScope(c.mention));
  const readable = here.filter((c) => !isUnreadable(c.mention.mention));
  const groups = new Set(readable.map((c) => c.group));
  // only unreadable forms here: the wider scope decides
  if (groups.size === 0) return 'none';
  if (groups.size > 1) return 'many';
  const one = readable[0] as Coding;
  const value = one.group.key;
  const others = here.filter((c) => isUnreadable(c.mention.mention));
  return others.every((c) => couldReadAs(c.mention.mention.value, value)) ? one : 'many';
}

/** The coding variant the report ties a genomic mention to: its sentence or row, else paragraph. */
function codingFor(l: Located, codings: Coding[]): Coding | undefined {
  const samePara = (o: Located) => o.paragraph === l.paragraph;
  const unit = oneCodingIn(codings, (o) => samePara(o) && o.unit.start === l.unit.start);
  if (unit !== 'none') return unit === 'many' ? undefined : unit;
  const paragraph = oneCodingIn(codings, samePara);
  return paragraph === 'none' || paragraph === 'many' ? undefined : paragraph;
}

const sameGene = (a: VariantGroup, b: VariantGroup) => !a.gene || !b.gene || a.gene === b.gene;

/** The coding group every genomic mention of `g` is tied to, when they agree and fit. */
function targetOf(g: VariantGroup, codings: Coding[]): VariantGroup | undefined {
  const targets = new Set<VariantGroup>();
  for (const l of g.mentions.filter((m) => isDna(m.mention))) {
    const coding = codingFor(l, codings);
    const gParsed = onlyReading(l);
    const cParsed = coding && onlyReading(coding.mention);
    if (!coding || !gParsed || !cParsed || !genomicFitsCoding(gParsed, cParsed)) return undefined;
    targets.add(coding.group);
  }
  const target = [...targets][0];
  return targets.size === 1 && target && sameGene(g, target) ? target : undefined;
}

/**
 * One record per variant: a genomic form written with exactly one coding form (same sentence or
 * row, else same paragraph; same gene; same edit and bases) is that variant's other name
 * ("The g.97079400C>G variant … causes c.1658C>G"). Two coding forms in the scope: no merge.
 */
export function mergeGenomicForms(groups: VariantGroup[]): VariantGroup[] {
  const codings: Coding[] = groups.flatMap((group) =>
    group.mentions.filter(isCoding).map((mention) => ({ group, mention })),
  );
  const gone = new Set<VariantGroup>();
  for (const g of groups) {
    const dna = g.mentions.filter((l) => isDna(l.mention));
    if (!dna.length || !dna.every((l) => dnaKind(l) === 'g')) continue;
    const target = targetOf(g, codings);
    if (!target || gone.has(target)) continue;
    target.mentions.push(...g.mentions);
    target.pairs.push(...g.pairs);
    target.names.push(...g.names);
    target.noGene ||= g.noGene;
    gone.add(g);
  }
  return groups.filter((g) => !gone.has(g));
}
