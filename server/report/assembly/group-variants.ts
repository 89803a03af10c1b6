import type { GeneDictionary } from '../gene-dictionary.ts';
import type { ParsedHgvs } from '../hgvs-types.ts';
import { cAndPAgree } from '../recognition/codon-check.ts';
import { type GeneAnswer, geneOfMention } from './genes.ts';
import { isVariantMention, type Located } from './locate.ts';
import { groupByCodon, pairByCodon } from './protein-by-codon.ts';
import {
  dnaKey,
  hgvsReadings,
  isDna,
  isName,
  isProtein,
  isUnreadable,
  mentionKey,
  parsedOf,
  proteinShape,
  variantValue,
} from './variant-keys.ts';

/** A c./p. pair written side by side ("c.1601G>A (p.Arg534Gln)"). */
export interface Pair {
  dna: Located;
  protein: Located;
}

/** Every mention of one variant in the report. */
export interface VariantGroup {
  key: string;
  gene?: string;
  /** The previous symbol or alias the report wrote the gene as ("DFNB31" for WHRN). */
  geneAsWritten?: string;
  /** A row or sentence says it lies in no gene. */
  noGene: boolean;
  mentions: Located[];
  pairs: Pair[];
  /** Legacy and named forms of a variant the report also writes in HGVS ("F508del"). */
  names: Located[];
}

const PAIR_BEFORE = 160;
const PAIR_AFTER = 60;

/** The DNA description a protein change is written with, in the same row or sentence. */
function pairedDna(p: Located, all: Located[]): Located | undefined {
  const sameUnit = all.filter(
    (l) => l.paragraph === p.paragraph && l.unit.start === p.unit.start && isDna(l.mention),
  );
  const before = sameUnit
    .filter(
      (l) => l.mention.start < p.mention.start && p.mention.start - l.mention.end < PAIR_BEFORE,
    )
    .at(-1);
  if (before && !anotherChangeBetween(p.paragraph.text, before.mention.end, p.mention.start))
    return before;
  // a DNA change written after its protein change: "p.Arg534Gln (c.1601G>A)", nothing between
  // but brackets and punctuation (words between belong to another row of a flattened table)
  const text = p.paragraph.text;
  return sameUnit.find(
    (l) =>
      l.mention.start > p.mention.end &&
      l.mention.start - p.mention.end < PAIR_AFTER &&
      /^[\s()[\],;:/|-]*$/.test(text.slice(p.mention.end, l.mention.start)),
  );
}

/**
 * Another change, readable or not, stands between a DNA change and a protein change after it
 * ("c.2650A>T p.Ser884Cys … C,62QA>C p.Tyr210Ser"): the protein change is not the first one's.
 */
function anotherChangeBetween(text: string, from: number, to: number): boolean {
  const gap = text.slice(from, to);
  return />/.test(gap) || /\bp[.,]\s?\(?[A-Z][a-z]{2}\d/.test(gap);
}

class Groups {
  private byKey = new Map<string, VariantGroup>();

  all(): VariantGroup[] {
    return [...this.byKey.values()];
  }

  add(key: string, gene: GeneAnswer, l: Located): VariantGroup {
    const name = gene && 'gene' in gene ? gene.gene : '';
    const id = `${key}|${name}`;
    let group = this.byKey.get(id);
    if (!group) {
      group = {
        key,
        ...(name ? { gene: name } : {}),
        noGene: false,
        mentions: [],
        pairs: [],
        names: [],
      };
      this.byKey.set(id, group);
    }
    if (gene && 'none' in gene) group.noGene = true;
    if (gene && 'asWritten' in gene && gene.asWritten) group.geneAsWritten ??= gene.asWritten;
    group.mentions.push(l);
    return group;
  }

  /** A mention written without a gene joins the one group of its variant that has a gene. */
  settle(): VariantGroup[] {
    const all = [...this.byKey.values()];
    return all.filter((g) => {
      if (g.gene || g.noGene) return true;
      const named = all.filter((o) => o.key === g.key && o.gene);
      if (named.length !== 1) return true;
      const target = named[0] as VariantGroup;
      target.mentions.push(...g.mentions);
      target.pairs.push(...g.pairs);
      return false;
    });
  }
}

/**
 * A readable protein change written with a DNA change OCR left unreadable ("c.1AAC>T p.Cys48=")
 * belongs to the one readable DNA change it follows from by codon, when there is one: the
 * unreadable copy stays doubtful on its own and cannot take the variant's statements with it.
 */
function byCodonInstead(p: Located, dna: Located, gene: GeneAnswer, groups: Groups): boolean {
  if (!isUnreadable(dna.mention) || isUnreadable(p.mention)) return false;
  return groupByCodon(p, geneName(gene), groups.all()) !== undefined;
}

const geneName = (gene: GeneAnswer) => (gene && 'gene' in gene ? gene.gene : '');

/** Groups variant mentions into variants: one group per DNA change (and gene), proteins with it. */
export function groupVariants(located: Located[], dict: GeneDictionary): VariantGroup[] {
  const variants = located.filter(isVariantMention);
  const groups = new Groups();
  const groupOf = new Map<Located, VariantGroup>();
  const geneOf = new Map(variants.map((l) => [l, geneOfMention(l, dict)]));
  for (const l of variants.filter((v) => !isProtein(v.mention))) {
    groupOf.set(l, groups.add(mentionKey(l.mention), geneOf.get(l), l));
  }
  const owner = new Map<string, VariantGroup>();
  const loose: Located[] = [];
  for (const p of variants.filter((v) => isProtein(v.mention))) {
    const dna = pairedDna(p, variants);
    const group = dna ? groupOf.get(dna) : undefined;
    if (!dna || !group || byCodonInstead(p, dna, geneOf.get(p), groups)) {
      loose.push(p);
      continue;
    }
    group.mentions.push(p);
    group.pairs.push({ dna, protein: p });
    owner.set(`${mentionKey(p.mention)}|${group.gene ?? ''}`, group);
  }
  for (const p of loose) {
    const gene = geneOf.get(p);
    const name = geneName(gene);
    const key = mentionKey(p.mention);
    const known =
      owner.get(`${key}|${name}`) ??
      (name ? undefined : uniqueOwner(owner, key)) ??
      groupByCodon(p, name, groups.all());
    const pair = known ? undefined : pairByCodon(p, name, groups.all());
    if (pair) pair.group.pairs.push({ dna: pair.dna, protein: p });
    const group = known ?? pair?.group;
    if (group) group.mentions.push(p);
    else groups.add(key, gene, p);
  }
  return settleNames(groups.settle());
}

const namesOnly = (g: VariantGroup) => g.mentions.every((l) => isName(l.mention));

/**
 * A legacy or named variant stands for its HGVS spelling only when the report gives no c./p.
 * form for it: in a group with an HGVS mention it is one of that variant's names; a group of
 * names in a gene the report describes in HGVS joins that gene's one variant as its name (its
 * numbering may be a legacy one, "Glu6Val" for p.Glu7Val), or is dropped when there are several.
 */
function settleNames(groups: VariantGroup[]): VariantGroup[] {
  const described = groups.filter((g) => !namesOnly(g));
  for (const g of described) {
    g.names.push(...g.mentions.filter((l) => isName(l.mention)));
    // stated as the result only by its name ("VKORC1   -1639G>A   G/A"): the name stays a finding
    const statedByName = !g.mentions.some((l) => !isName(l.mention) && l.role === 'finding');
    g.mentions = g.mentions.filter(
      (l) => !isName(l.mention) || (statedByName && l.role === 'finding'),
    );
    g.pairs = g.pairs.filter((p) => !isName(p.dna.mention) && !isName(p.protein.mention));
  }
  return groups.filter((g) => {
    if (!namesOnly(g)) return true;
    const inGene = described.filter((d) => !g.gene || d.gene === g.gene);
    if (inGene.length === 0) return true;
    const target = inGene[0] as VariantGroup;
    // a gene's one described variant that none of these names can be is not theirs
    if (g.gene && inGene.length === 1 && g.mentions.every((l) => !canBeSameVariant(l, target)))
      return true;
    if (g.gene && inGene.length === 1) {
      const own = g.mentions.filter((l) => isOwnName(l, target));
      // the name is stated as the result, its HGVS spelling only in a list of tested variants
      const stated = !target.mentions.some((l) => l.role === 'finding');
      if (stated && own.some((l) => l.role === 'finding')) target.mentions.push(...own);
      else target.names.push(...own);
    }
    return false;
  });
}

/**
 * A name joins a gene's one described variant unless it is an example ("for example HbS, HbC")
 * or stands for another change: another DNA change ("HbC", c.19G>A, beside HbS's c.20A>T), a
 * protein change of other residues ("G12D" beside p.G12C; legacy numbering may differ, "N370S" of
 * p.Asn409Ser), or a DNA change its protein change cannot follow from ("35G>A" beside p.G12C).
 */
function isOwnName(name: Located, target: VariantGroup): boolean {
  if (name.role === 'example' || name.role === 'negated') return false;
  return canBeSameVariant(name, target);
}

function canBeSameVariant(name: Located, target: VariantGroup): boolean {
  const spelled = name.mention.asHgvs;
  if (!spelled) return true;
  const dna = target.mentions.filter((l) => isDna(l.mention));
  const proteins = target.mentions.filter((l) => isProtein(l.mention));
  const parsed = parsedOf(spelled);
  if (/^p\./.test(spelled)) {
    if (proteins.length > 0)
      return proteins.some((l) => proteinShape(variantValue(l.mention)) === proteinShape(spelled));
    return !parsed || dna.every((l) => agreement(l, parsed, 'dna-first') !== 'disagree');
  }
  if (!/^[cgmn]\./.test(spelled)) return true;
  if (dna.length > 0) return dna.some((l) => dnaKey(variantValue(l.mention)) === dnaKey(spelled));
  return !parsed || proteins.every((l) => agreement(l, parsed, 'protein-first') !== 'disagree');
}

/** How a target's mention and a name's parsed change agree, by codon and genetic code. */
function agreement(l: Located, parsed: ParsedHgvs, order: 'dna-first' | 'protein-first') {
  const own = hgvsReadings(l.mention);
  const mine = own.length === 1 ? own[0]?.parsed : undefined;
  if (!mine) return 'unknown';
  return order === 'dna-first' ? cAndPAgree(mine, parsed) : cAndPAgree(parsed, mine);
}

function uniqueOwner(owner: Map<string, VariantGroup>, key: string): VariantGroup | undefined {
  const found = [...owner].filter(([k]) => k.startsWith(`${key}|`)).map(([, g]) => g);
  return new Set(found).size === 1 ? found[0] : undefined;
}
