import type { ParsedHgvs } from '../hgvs.ts';
import { type Agreement, cAndPAgree } from '../recognition/codon-check.ts';
import type { RecognisedMention } from '../recognition/types.ts';
import { isEcho } from './damaged-copies.ts';
import type { VariantGroup } from './group-variants.ts';
import { joinChosenReadings } from './join-readings.ts';
import type { Located } from './locate.ts';
import { strayProteins } from './stray-protein.ts';
import {
  dnaKey,
  hgvsReadings,
  isDna,
  isProtein,
  isUnreadable,
  mentionKey,
  parsedOf,
  proteinKey,
  siteOf,
  variantValue,
} from './variant-keys.ts';

export type Verdict = 'confirmed' | 'uncertain' | 'misread';

export interface Checked {
  group: VariantGroup;
  verdict: Verdict;
  /** The reading chosen for each mention whose recognition left several. */
  chosen: Map<Located, string>;
}

export const isFinding = (g: VariantGroup) => g.mentions.some((l) => l.role === 'finding');

interface Option {
  value: string;
  parsed?: ParsedHgvs;
}

function optionsOf(l: Located): Option[] {
  const readings = hgvsReadings(l.mention).map((r) => ({
    value: r.value,
    parsed: r.parsed ?? parsedOf(r.value),
  }));
  const seen = new Set<string>();
  return readings.filter((r) => !seen.has(r.value) && seen.add(r.value));
}

function agreement(dna: Option, protein: Option): Agreement {
  return dna.parsed && protein.parsed ? cAndPAgree(dna.parsed, protein.parsed) : 'unknown';
}

/** How far after a DNA change the protein change written with it starts: "c.1601C>A (p Arg…". */
const PROTEIN_GAP = 4;

/** A protein change written right after the DNA change that OCR left readable only in part. */
function partialProtein(l: Located): RecognisedMention | undefined {
  return l.neighbours.find(
    (n) =>
      n.partial !== undefined &&
      isUnreadable(n) &&
      n.start >= l.mention.end &&
      n.start - l.mention.end <= PROTEIN_GAP,
  );
}

/**
 * The DNA change's agreement with a half-read protein change next to it ('unknown': none). Of
 * several readings of the DNA change, the one agreement picks is returned with it.
 */
interface PartialCheck {
  agreement: Agreement;
  pick?: string;
}

function partialCheck(l: Located): PartialCheck {
  const partial = partialProtein(l)?.partial;
  if (!partial) return { agreement: 'unknown' };
  const results = optionsOf(l).map((o) => ({
    value: o.value,
    a: agreement(o, { value: '', parsed: partial }),
  }));
  const agreeing = results.filter((r) => r.a === 'agree');
  if (results.length > 1 && agreeing.length === 1 && results.every((r) => r.a !== 'unknown'))
    return { agreement: 'agree', pick: agreeing[0]?.value };
  if (results.length !== 1) return { agreement: 'unknown' };
  return { agreement: (results[0] as { a: Agreement }).a };
}

interface Choice {
  chosen: Map<Located, string>;
  consistent: boolean;
  checked: boolean;
}

/**
 * Picks one reading per mention so every written c./p. pair agrees. Only when exactly one
 * combination agrees is it taken; otherwise the variant stays doubtful.
 */
function choose(group: VariantGroup): Choice {
  const findings = group.mentions.filter((l) => l.role === 'finding');
  const pairs = group.pairs.filter((p) => p.dna.role === 'finding' || p.protein.role === 'finding');
  const chosen = new Map<Located, string>();
  let consistent = true;
  let checked = false;
  for (const { dna, protein } of pairs) {
    const options = optionsOf(dna).flatMap((d) =>
      optionsOf(protein).map((p) => ({ d: d.value, p: p.value, a: agreement(d, p) })),
    );
    const agreeing = options.filter((o) => o.a === 'agree');
    if (options.every((o) => o.a === 'unknown')) continue;
    checked = true;
    if (
      agreeing.length !== 1 &&
      !(agreeing.length > 1 && new Set(agreeing.map((o) => dnaKey(o.d))).size === 1)
    ) {
      if (agreeing.length === 0 || options.length > 1) consistent = false;
      continue;
    }
    const pick = agreeing[0] as { d: string; p: string };
    if (optionsOf(dna).length > 1) chosen.set(dna, pick.d);
    if (optionsOf(protein).length > 1) chosen.set(protein, pick.p);
  }
  for (const l of findings) {
    const partial: PartialCheck = isDna(l.mention) ? partialCheck(l) : { agreement: 'unknown' };
    if (partial.agreement === 'disagree') consistent = false;
    if (partial.agreement === 'agree') checked = true;
    if (partial.pick && !chosen.has(l)) chosen.set(l, partial.pick);
    if (optionsOf(l).length > 1 && !chosen.has(l)) consistent = false;
    if (l.mention.uncertain && !chosen.has(l)) consistent = false;
  }
  return { chosen, consistent, checked };
}

/** Distinct protein changes written for one DNA change must be one change. */
function proteinsAgree(group: VariantGroup): boolean {
  const proteins = new Set(
    group.mentions
      .filter((l) => l.role === 'finding' && isProtein(l.mention))
      .map((l) => mentionKey(l.mention)),
  );
  return proteins.size <= 1;
}

/** The changes a group states, DNA and protein, each with the site it changes. */
function changesOf(g: VariantGroup): { site: string; change: string }[] {
  const keys = new Set([
    g.key,
    ...g.mentions
      .filter((l) => isProtein(l.mention))
      .map((l) => proteinKey(variantValue(l.mention))),
  ]);
  return [...keys].flatMap((change) => {
    const site = siteOf(change);
    return site ? [{ site: `${g.gene ?? ''}|${site}`, change }] : [];
  });
}

/** Groups that read one site (gene + position) with different changes. */
function rivalSets(groups: VariantGroup[]): VariantGroup[][] {
  const bySite = new Map<string, Map<string, VariantGroup[]>>();
  for (const g of groups) {
    for (const { site, change } of changesOf(g)) {
      const changes = bySite.get(site) ?? new Map<string, VariantGroup[]>();
      changes.set(change, [...(changes.get(change) ?? []), g]);
      bySite.set(site, changes);
    }
  }
  return [...bySite.values()]
    .filter((changes) => changes.size > 1)
    .map((changes) => [...new Set([...changes.values()].flat())]);
}

/**
 * Cross-checks every finding: c. and p. agree (codon and genetic code), repeated mentions agree,
 * of two readings of one site only a consistent one survives (the other was misread), and a
 * protein change that follows from none of its gene's DNA changes is not confirmed.
 */
export function crossCheck(all: VariantGroup[]): Checked[] {
  const groups = joinChosenReadings(all, (g) => choose(g).chosen);
  const findings = groups.filter(isFinding);
  const choices = new Map(findings.map((g) => [g, choose(g)]));
  const verdicts = new Map<VariantGroup, Verdict>(
    findings.map((g) => {
      const c = choices.get(g) as Choice;
      return [g, c.consistent && proteinsAgree(g) ? 'confirmed' : 'uncertain'];
    }),
  );
  for (const found of rivalSets(findings)) {
    const echoes = found.filter((g) => isEcho(g, found));
    for (const g of echoes) verdicts.set(g, 'misread');
    const rivals = found.filter((g) => !echoes.includes(g));
    if (rivals.length < 2) continue;
    const sound = rivals.filter((g) => verdicts.get(g) === 'confirmed' && choices.get(g)?.checked);
    for (const g of rivals) {
      if (sound.length === 1) verdicts.set(g, g === sound[0] ? 'confirmed' : 'misread');
      else verdicts.set(g, 'uncertain');
    }
  }
  for (const g of strayProteins(findings))
    if (verdicts.get(g) === 'confirmed') verdicts.set(g, 'uncertain');
  return findings.map((group) => ({
    group,
    verdict: verdicts.get(group) as Verdict,
    chosen: (choices.get(group) as Choice).chosen,
  }));
}
