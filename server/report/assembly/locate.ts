import { type Paragraph, type ReportDocument, sentences } from '../document.ts';
import type { RecognisedMention } from '../recognition/types.ts';
import { NOT_A_FINDING, type Role, roleOf } from './finding-rules.ts';
import { recogniseParagraph } from './recognise-paragraph.ts';
import { type Unit, unitOf } from './units.ts';
import { isDna, isName, isProtein, isUnreadable, isVariantKind } from './variant-keys.ts';

/** A mention in its place: paragraph, row or sentence, and what the report says about it. */
export interface Located {
  mention: RecognisedMention;
  paragraph: Paragraph;
  unit: Unit;
  /** Every mention of the same unit (variants and annotations). */
  neighbours: RecognisedMention[];
  role: Role;
}

/** A genotype written with an rsID: "rs6025 AG", "rs4149056 (C;T)", a cell "C/T". */
const GENOTYPE =
  /\brs\d+\s*[(:]?\s*[ACGT]{1,3}\s?[/;|]?\s?[ACGT]{0,3}\)?(?![\w/])|(?:^|\s{3})(?:[ACGT]{2}|[ACGT]\/[ACGT])(?:\s{3}|$)/;

const isHgvs = (m: RecognisedMention) => m.kind === 'hgvs' && (isDna(m) || isProtein(m));

/**
 * rsIDs, star alleles, legacy and named variants are variants of their own only in a row or
 * sentence without an HGVS description (and an rsID only with a genotype: a pharmacogenomic
 * table); otherwise they annotate the variant they are written with. A protein change OCR left
 * unreadable next to a DNA change only checks that DNA change.
 */
function namesVariant(m: RecognisedMention, inUnit: RecognisedMention[], unit: Unit): boolean {
  if (!isVariantKind(m)) return false;
  if (isUnreadable(m) && isProtein(m)) return !inUnit.some((n) => isDna(n) && !isUnreadable(n));
  if (isName(m)) return !inUnit.some(isHgvs);
  if (m.kind !== 'rsid' && m.kind !== 'star') return true;
  if (inUnit.some(isDna) || inUnit.some(isProtein)) return false;
  return m.kind === 'star' || m.genotype !== undefined || GENOTYPE.test(unit.text);
}

function locateParagraph(doc: ReportDocument, paragraph: Paragraph): Located[] {
  const mentions = recogniseParagraph(paragraph.text);
  const dnaStarts = mentions.filter(isDna).map((m) => m.start);
  const units = new Map<number, { unit: Unit; members: RecognisedMention[] }>();
  const unitFor = mentions.map((m) => {
    const unit = unitOf(paragraph, m.start, dnaStarts);
    const entry = units.get(unit.start) ?? { unit, members: [] };
    entry.members.push(m);
    units.set(unit.start, entry);
    return entry;
  });
  return mentions.map((mention, i) => {
    const { unit, members } = unitFor[i] as { unit: Unit; members: RecognisedMention[] };
    const variants = members.filter((m) => namesVariant(m, members, unit));
    let role = namesVariant(mention, members, unit)
      ? roleOf(doc, paragraph, unit, variants, mention, members)
      : 'no-cue';
    if (role === 'finding' && !unit.isRow && saidNotSignificant(paragraph, unit)) role = 'negated';
    return { mention, paragraph, unit, neighbours: members, role };
  });
}

/** "… it is not considered clinically significant", "this variant is not reported as a finding". */
const NOT_SIGNIFICANT_AFTER = new RegExp(
  `^(?:[^.]*\\b(?:it|this\\s+(?:variant|change|position)|the\\s+variant)\\b)[^.]*\\b(?:${NOT_A_FINDING})`,
  'i',
);

/**
 * The sentence after a finding's sentence takes it back: "m.16093T>C … was detected at 21 %.
 * This position is a known hotspot, … and it is not considered clinically significant."
 */
function saidNotSignificant(paragraph: Paragraph, unit: Unit): boolean {
  const next = sentences(paragraph.text).find((s) => s.start >= unit.end);
  return next !== undefined && NOT_SIGNIFICANT_AFTER.test(next.text);
}

/** Every recognised mention of the document, in reading order. */
export function locateMentions(doc: ReportDocument): Located[] {
  return doc.paragraphs.flatMap((p) => locateParagraph(doc, p));
}

export function isVariantMention(l: Located): boolean {
  return namesVariant(l.mention, l.neighbours, l.unit);
}
