import type { OtherFinding, Variant } from '../../../contract/report.ts';
import type { ReportDocument } from '../document.ts';
import type { GeneDictionary } from '../gene-dictionary.ts';
import { findGenes } from '../gene-mentions.ts';
import { findClassifications, findZygosity } from '../identifiers.ts';
import { roleOf } from './finding-rules.ts';
import type { VariantGroup } from './group-variants.ts';
import { cellsOf, snippetOf, type Unit, unitOf } from './units.ts';

type Kind = OtherFinding['kind'];

/** Exon-level and whole-gene copy-number records: findings of their own kind, not variants. */
export function copyNumberKind(group: VariantGroup): Kind | undefined {
  const cnv = group.mentions.find((l) => l.mention.kind === 'cnv');
  if (!cnv || group.mentions.some((l) => l.mention.kind === 'hgvs')) return undefined;
  // the recogniser's description: "Deletion of exons 8-9", "Whole-gene duplication"
  const value = cnv.mention.value.toLowerCase();
  const whole = value.startsWith('whole-gene');
  if (value.includes('deletion')) return whole ? 'gene_deletion' : 'exon_deletion';
  return whole ? 'gene_duplication' : 'exon_duplication';
}

export function fromCopyNumberRecord(kind: Kind, record: Variant, snippet: string): OtherFinding {
  const finding: OtherFinding = {
    kind,
    gene: record.gene,
    description: record.var[0] ?? '',
    snippet,
  };
  if (record.classification) finding.classification = record.classification;
  if (record.zygosity) finding.zygosity = record.zygosity;
  return finding;
}

/** "FLT3-ITD", "FLT3 ITD", "internal tandem duplication of FLT3". */
const ITD =
  /\b([A-Z][A-Z0-9]{1,9})[\s-]?\(?ITD\)?(?![\w-])|\binternal\s+tandem\s+duplications?\s+(?:\((?:ITD)\)\s+)?(?:in|of)\s+(?:the\s+)?([A-Z][A-Z0-9]{1,9})\b/g;
/**
 * "BCR::ABL1", "EML4-ALK fusion", "KMT2A/MLLT3 rearrangement", and with the exons joined
 * "EML4 exon 13 :: ALK exon 20" (a fusion table's detail cell).
 */
const FUSION =
  /\b([A-Z][A-Z0-9]{1,9})(?:(?:\s+(?:exon|intron)\s?\d{1,3})?\s*(::)\s*|(-|\/))([A-Z][A-Z0-9]{1,9})\b(?!-(?:negative|positive))/g;
const FUSION_WORD = /\b(?:fusions?|rearrange\w*|translocations?|fusion\s+transcripts?)\b/i;

/**
 * A results row's alteration cell for a copy-number change: "Amplification", "Amplified",
 * "loss", "Homozygous deletion" (never "loss of heterozygosity", nor a bare "Deletion", the
 * variant type of a sequence change).
 */
const COPY_NUMBER_CELL =
  /(?<=^|\s{3})(?:(amplification|amplified)|(homozygous\s+deletion|(?:copy[\s-]number\s+)?loss)(?!\s+of))\b/gim;

/** Lab wording for what a finding means (Peter Mac's "PROGNOSTIC / DRUG TARGET"). */
const LAB_CLASS =
  /\b(?:diagnostic|prognostic|drug\s+target|drug\s+resistance|clonal\s+marker|mrd\s+marker|oncogenic)\b/gi;

function classificationIn(text: string): string | undefined {
  const five = findClassifications(text)[0]?.value;
  if (five) return five;
  const lab = [...text.matchAll(LAB_CLASS)].map((m) =>
    m[0]
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/^\w/, (c) => c.toUpperCase()),
  );
  return lab.length ? [...new Set(lab)].join(' / ') : undefined;
}

/** The cell of a row holding a position, or the sentence's text near it. */
function describe(unit: Unit, start: number, end: number): string {
  if (!unit.isRow) return unit.text.slice(start - unit.start, end - unit.start);
  let at = unit.start;
  for (const cell of unit.text.split(/( {3,})/)) {
    const to = at + cell.length;
    if (start >= at && start < to && cell.trim()) return cell.trim();
    at = to;
  }
  return unit.text.slice(start - unit.start, end - unit.start);
}

function foundHere(
  doc: ReportDocument,
  re: RegExp,
  accept: (m: RegExpMatchArray, unit: Unit) => { kind: Kind; gene: string[] } | undefined,
): (OtherFinding & { isRow: boolean })[] {
  const out: (OtherFinding & { isRow: boolean })[] = [];
  for (const p of doc.paragraphs) {
    if (p.section !== 'main') continue;
    for (const m of p.text.matchAll(re)) {
      const start = m.index ?? 0;
      const unit = unitOf(p, start);
      if (unit.isRow && cellsOf(unit.text).length < 2) continue;
      if (roleOf(doc, p, unit, []) !== 'finding') continue;
      const what = accept(m, unit);
      if (!what) continue;
      const finding: OtherFinding & { isRow: boolean } = {
        ...what,
        description: describe(unit, start, start + m[0].length),
        snippet: snippetOf(unit, start),
        isRow: unit.isRow,
      };
      const classification = classificationIn(unit.text);
      if (classification) finding.classification = classification;
      const zygosity = findZygosity(unit.text)[0]?.value;
      if (zygosity) finding.zygosity = zygosity;
      out.push(finding);
    }
  }
  return out;
}

/**
 * Internal tandem duplications, gene fusions, and amplifications and losses in a results table's
 * rows, stated as results (a results row, or a sentence saying they were found): one per gene and
 * kind, its results row preferred.
 */
export function readStructuralFindings(doc: ReportDocument, dict: GeneDictionary): OtherFinding[] {
  const symbol = (s: string | undefined) => (s && dict.isSymbol(s) ? s : undefined);
  const itd = foundHere(doc, ITD, (m) => {
    const gene = symbol(m[1]) ?? symbol(m[2]);
    return gene ? { kind: 'internal_tandem_duplication', gene: [gene] } : undefined;
  });
  const fusions = foundHere(doc, FUSION, (m, unit) => {
    const [a, b] = [symbol(m[1]), symbol(m[4])];
    if (!a || !b || a === b) return undefined;
    if (m[2] !== '::' && !FUSION_WORD.test(unit.text)) return undefined;
    return { kind: 'fusion', gene: [a, b] };
  });
  const copyNumber = foundHere(doc, COPY_NUMBER_CELL, (m, unit) => {
    if (!unit.isRow || /\b[cgp]\.\s?\d/.test(unit.text)) return undefined;
    const before = unit.text.slice(0, Math.max(0, (m.index ?? 0) - unit.start));
    const genes = [...new Set(findGenes(before, dict).map((f) => f.value))];
    if (genes.length === 0) return undefined;
    return { kind: m[1] ? 'amplification' : 'gene_deletion', gene: genes };
  });
  // the results row (it carries the classification) over a summary line or a sentence
  const rank = (f: OtherFinding & { isRow: boolean }) =>
    (f.classification ? 2 : 0) + (f.isRow ? 1 : 0);
  const best = new Map<string, OtherFinding & { isRow: boolean }>();
  for (const f of [...itd, ...fusions, ...copyNumber]) {
    const key = `${f.kind}:${f.gene.join('::')}`;
    const had = best.get(key);
    if (!had || rank(f) > rank(had)) best.set(key, f);
  }
  return [...best.values()].map(({ isRow: _, ...f }) => f);
}
