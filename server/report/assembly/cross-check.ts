import { type Agreement, dnaProteinAgreement } from './dna-protein.ts';
import type { VariantGroup } from './group-variants.ts';
import type { Located } from './locate.ts';
import type { Reading } from './mention-types.ts';
import { dnaKey, isDna, isProtein, mentionKey, proteinKey, siteOf } from './variant-keys.ts';

export type Verdict = 'confirmed' | 'uncertain' | 'misread';

export interface Checked {
  group: VariantGroup;
  verdict: Verdict;
  /** The reading chosen for each mention whose recognition left several. */
  chosen: Map<Located, string>;
}

/** A protein change written next to the DNA change but not recognised: "(p Arg534Cin)". */
const LOOSE_PROTEIN = /^\s*[(,;]?\s*p\s?[.,:]?\s?\(?\s?([A-Z][a-z]{2})\s?(\d{1,5})/;

export const isFinding = (g: VariantGroup) => g.mentions.some((l) => l.role === 'finding');

function readingsOf(l: Located): string[] {
  const values = (l.mention.readings ?? []).map((r: Reading) => r.value);
  return values.length > 1 ? [...new Set(values)] : [l.mention.value];
}

/** The agreement of one written pair for the readings chosen so far. */
function pairAgreement(dna: string, protein: string): Agreement {
  return dnaProteinAgreement(dna, protein);
}

/** Partial check against a protein change the recogniser could not read whole. */
function looseAgreement(l: Located): Agreement {
  const after = l.paragraph.text.slice(l.mention.end, l.mention.end + 30);
  const m = after.match(LOOSE_PROTEIN);
  if (
    !m ||
    l.neighbours.some(
      (n) => isProtein(n) && n.start >= l.mention.end && n.start - l.mention.end < 6,
    )
  )
    return 'unknown';
  return dnaProteinAgreement(l.mention.value, `p.${m[1]}${m[2]}`);
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
    const options = readingsOf(dna).flatMap((d) =>
      readingsOf(protein).map((p) => ({ d, p, a: pairAgreement(d, p) })),
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
    if (readingsOf(dna).length > 1) chosen.set(dna, pick.d);
    if (readingsOf(protein).length > 1) chosen.set(protein, pick.p);
  }
  for (const l of findings.filter((f) => isDna(f.mention))) {
    const loose = looseAgreement(l);
    if (loose === 'disagree') consistent = false;
    if (loose === 'agree') checked = true;
    if (readingsOf(l).length > 1 && !chosen.has(l)) consistent = false;
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
    ...g.mentions.filter((l) => isProtein(l.mention)).map((l) => proteinKey(l.mention.value)),
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
 * and of two readings of one site only a consistent one survives (the other was misread).
 */
export function crossCheck(groups: VariantGroup[]): Checked[] {
  const findings = groups.filter(isFinding);
  const choices = new Map(findings.map((g) => [g, choose(g)]));
  const verdicts = new Map<VariantGroup, Verdict>(
    findings.map((g) => {
      const c = choices.get(g) as Choice;
      return [g, c.consistent && proteinsAgree(g) ? 'confirmed' : 'uncertain'];
    }),
  );
  for (const rivals of rivalSets(findings)) {
    const sound = rivals.filter((g) => verdicts.get(g) === 'confirmed' && choices.get(g)?.checked);
    for (const g of rivals) {
      if (sound.length === 1) verdicts.set(g, g === sound[0] ? 'confirmed' : 'misread');
      else verdicts.set(g, 'uncertain');
    }
  }
  return findings.map((group) => ({
    group,
    verdict: verdicts.get(group) as Verdict,
    chosen: (choices.get(group) as Choice).chosen,
  }));
}
