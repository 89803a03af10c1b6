import {
  isHeadingLike,
  type Paragraph,
  type ReportDocument,
  type Span,
  sentences,
} from '../document.ts';
import type { GeneDictionary } from '../gene-dictionary.ts';
import { findGenes } from '../gene-mentions.ts';
import { findClinVar, findRsIds } from '../identifiers.ts';
import { type DetailBlock, ownedBlocks } from './detail-blocks.ts';
import { NEGATED } from './finding-rules.ts';
import type { VariantGroup } from './group-variants.ts';
import { couldReadAs } from './ocr-alike.ts';
import { isDna, variantValue } from './variant-keys.ts';

/** The text a record's fields are read from. */
export interface Context {
  /** Rows and sentences that state the variant or speak about it. */
  units: Span[];
  /** Paragraphs about this variant only (and an identifier-only paragraph right after one). */
  owned: Paragraph[];
  /** "Variant N of M" blocks about this variant only, in paragraphs it shares with others. */
  blocks: DetailBlock[];
  /** Neighbouring paragraphs without another variant, nearest first. */
  near: Paragraph[];
  /** Sentences about the variant or its gene, never negated ones. */
  about: string[];
}

type Owners = Map<number, Set<VariantGroup>>;

function ownersByParagraph(groups: VariantGroup[]): Owners {
  const owners: Owners = new Map();
  for (const g of groups) {
    for (const l of g.mentions) {
      const set = owners.get(l.paragraph.index) ?? new Set<VariantGroup>();
      set.add(g);
      owners.set(l.paragraph.index, set);
    }
  }
  return owners;
}

const identifierOnly = (p: Paragraph) =>
  findRsIds(p.text).length > 0 || findClinVar(p.text).length > 0 || /\blegacy\b/i.test(p.text);

/** A DNA change, readable or not ("c.160266>C", "C,TOOA>G"). */
const CHANGE_LIKE = /(?<![\w.])[cCgG€][.,]\s?[\w\]|]{1,14}>[^\s,;)]*/g;

/**
 * The paragraph writes a change OCR left unreadable that is not a damaged copy of one of the
 * group's own ("C,TOOA>G" beside c.16026G>C; "C.62QA>C" is c.629A>C's): another variant.
 */
function holdsAnotherChange(p: Paragraph, g: VariantGroup): boolean {
  const own = g.mentions.filter((l) => l.paragraph === p).map((l) => l.mention);
  const values = g.mentions.filter((l) => isDna(l.mention)).map((l) => variantValue(l.mention));
  return [...p.text.matchAll(CHANGE_LIKE)].some(
    (m) =>
      !own.some((o) => m.index >= o.start && m.index < o.end) &&
      !values.some((v) => couldReadAs(m[0], v)),
  );
}

function ownedParagraphs(doc: ReportDocument, g: VariantGroup, owners: Owners): Paragraph[] {
  const owned: Paragraph[] = [];
  for (const l of g.mentions) {
    if (l.role !== 'finding' || owned.includes(l.paragraph)) continue;
    if (owners.get(l.paragraph.index)?.size === 1 && !holdsAnotherChange(l.paragraph, g))
      owned.push(l.paragraph);
  }
  for (const p of [...owned]) {
    const next = doc.paragraphs[p.index + 1];
    if (next?.section === 'main' && !owners.has(next.index) && identifierOnly(next))
      owned.push(next);
  }
  return owned;
}

/** A section heading names a kind of several things: "Variants of uncertain significance", "Methods". */
const SECTION_WORD =
  /\b(?:variants|findings|results|alterations|mutations|methods?|methodology|limitations|recommendations|references|background|disclaimers?|appendix|interpretation)\b/i;
const opensSection = (line: string) => isHeadingLike(line) && SECTION_WORD.test(line);

function nearParagraphs(doc: ReportDocument, g: VariantGroup, owners: Owners, owned: Paragraph[]) {
  const near: Paragraph[] = [];
  for (const l of g.mentions.filter((m) => m.role === 'finding')) {
    for (const direction of [-1, 1]) {
      for (let step = 1; step <= 2; step++) {
        const p = doc.paragraphs[l.paragraph.index + direction * step];
        if (p?.section !== 'main') break;
        // a heading after the finding opens another section ("Variants of uncertain significance")
        if (direction === 1 && opensSection(p.text.split('\n')[0] ?? '')) break;
        const others = owners.get(p.index);
        if (others && !(others.size === 1 && others.has(g))) break;
        if (!owned.includes(p) && !near.includes(p)) near.push(p);
      }
    }
  }
  return near;
}

/**
 * Sentences about each variant: those naming it or its gene, and the gene-neutral sentences of
 * a paragraph that concerns one gene's variants. Negated sentences say nothing about it.
 */
function aboutSentences(doc: ReportDocument, groups: VariantGroup[], dict: GeneDictionary) {
  const about = new Map<VariantGroup, string[]>(groups.map((g) => [g, []]));
  const owners = ownersByParagraph(groups);
  for (const p of doc.paragraphs.filter((x) => x.section === 'main')) {
    const inParagraph = [...(owners.get(p.index) ?? [])];
    const sents = sentences(p.text).map((s) => s.text);
    const named = sents.map((s) => {
      const genes = new Set(findGenes(s, dict).map((f) => f.value));
      return groups.filter(
        (g) =>
          (g.gene && genes.has(g.gene)) ||
          (inParagraph.includes(g) && g.mentions.some((l) => s.includes(l.mention.text))),
      );
    });
    // gene-neutral sentences belong to the paragraph's one gene (or one variant), if it has one
    const genesHere = new Set(findGenes(p.text, dict).map((f) => f.value));
    const namedHere = [...new Set(named.flat())];
    const neutral =
      genesHere.size === 1
        ? namedHere.filter((g) => g.gene && genesHere.has(g.gene))
        : genesHere.size === 0 && inParagraph.length === 1
          ? inParagraph
          : [];
    sents.forEach((s, i) => {
      if (NEGATED.test(s)) return;
      const own = named[i] as VariantGroup[];
      for (const g of own.length ? own : neutral) about.get(g)?.push(s);
    });
  }
  return about;
}

export function buildContexts(
  doc: ReportDocument,
  groups: VariantGroup[],
  dict: GeneDictionary,
): Map<VariantGroup, Context> {
  const owners = ownersByParagraph(groups);
  const about = aboutSentences(doc, groups, dict);
  const mainParagraphs = doc.paragraphs.filter((p) => p.section === 'main');
  const blocks = ownedBlocks(mainParagraphs, groups);
  return new Map(
    groups.map((g) => {
      // rows and sentences that state the variant or speak about it (not methods, lists…)
      const units = g.mentions
        .filter((l) => l.role === 'finding' || l.role === 'no-cue')
        .map((l) => ({ start: l.unit.start, end: l.unit.end, text: l.unit.text }));
      const owned = ownedParagraphs(doc, g, owners);
      const near = nearParagraphs(doc, g, owners, owned);
      const own = (blocks.get(g) ?? []).filter((b) => !owned.includes(b.paragraph));
      return [g, { units, owned, blocks: own, near, about: about.get(g) ?? [] }];
    }),
  );
}
