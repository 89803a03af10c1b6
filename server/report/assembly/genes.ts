import type { GeneDictionary } from '../gene-dictionary.ts';
import { findGeneHits, type GeneHit } from '../gene-mentions.ts';
import type { Found } from '../identifiers.ts';
import { type At, onSide, sideFromTitles, titleRun } from './flattened-line.ts';
import type { Located } from './locate.ts';
import { cellsOf, linesOf } from './units.ts';
import { isDna, variantValue } from './variant-keys.ts';

/** A cell that says the variant lies in no gene (intergenic). */
const NO_GENE_CELL = /^(?:no[-\s]?gene|intergenic)$/i;
/** An empty cell: no gene only in a row that names none ("MET c.3028+1G>A — Splice donor" has no protein change). */
const EMPTY_CELL = /^(?:none|n\/a|-|–|—)$/i;

/**
 * What the row or sentence says about a mention's gene: a current symbol (and the previous
 * symbol or alias it was written as), "none", or nothing.
 */
export type GeneAnswer = { gene: string; asWritten?: string } | { none: true } | undefined;

function nearest(found: Found<GeneHit>[], position: number): Found<GeneHit> | undefined {
  let best: Found<GeneHit> | undefined;
  for (const f of found) {
    if (!best || Math.abs(f.index - position) < Math.abs(best.index - position)) best = f;
  }
  return best;
}

/**
 * "ATM c 5558A>T (p.D1853V) and MSH6 c.3226C>T": a gene after the mention, written right before
 * a change of its own, is that change's gene, however near it stands (here OCR broke "c." of
 * ATM's change, leaving p.D1853V between the two genes).
 */
function writtenWithLaterChange(hit: Found<GeneHit>, at: At, anchors: number[]): boolean {
  const end = hit.index + hit.length;
  return hit.index >= at.end && anchors.some((a) => a >= end && a - end <= 3);
}

const named = (gene: string, written: string): GeneAnswer =>
  written === gene ? { gene } : { gene, asWritten: written };

/** "NM_000059.4(BRCA2):", "MLL2:" (an alias of two genes, told apart by the transcript). */
function fromPrefix(l: Located, dict: GeneDictionary): GeneAnswer {
  const { gene, accession } = l.mention;
  const byTranscript = accession ? dict.geneForRefSeq(accession) : undefined;
  if (!gene) return byTranscript ? { gene: byTranscript } : undefined;
  const current = dict.resolve(gene);
  if (current) return named(current, gene);
  if (byTranscript && dict.aliasOf(gene).includes(byTranscript)) return named(byTranscript, gene);
  return byTranscript ? { gene: byTranscript } : undefined;
}

const GENE_TITLE = /\bgenes?\b/gi;

/**
 * The gene of the mention at `at` among the hits of its row or sentence: the nearest, except in
 * a line under column titles (a table OCR flattened into one line, `anchors` its coding DNA
 * changes) that say on which side a row's gene stands: there only the gene on that side with no
 * other change, readable or not, between (a row whose gene OCR left unreadable takes none rather
 * than its neighbour's).
 */
function geneAt(hits: Found<GeneHit>[], at: At, anchors: number[], text: string) {
  const side = sideFromTitles(titleRun(text.slice(0, anchors[0] ?? at.start)), GENE_TITLE);
  if (!side) {
    const free = hits.filter((h) => !writtenWithLaterChange(h, at, anchors));
    return nearest(free.length > 0 ? free : hits, at.start);
  }
  const value = onSide(hits, at, side, anchors, text);
  return hits.find((h) => h.value === value);
}

function fromRow(text: string, at: At, dict: GeneDictionary, anchors: number[] = []): GeneAnswer {
  const cells = cellsOf(text);
  if (cells.some((c) => NO_GENE_CELL.test(c))) return { none: true };
  const hits = findGeneHits(text, dict).filter((h) => h.value.symbols.length === 1);
  if (hits.length === 0 && cells.some((c) => EMPTY_CELL.test(c))) return { none: true };
  const hit = geneAt(hits, at, anchors, text);
  if (!hit) return undefined;
  const gene = hit.value.symbols[0] as string;
  if (hit.value.via === 'alias') return named(gene, text.slice(hit.index, hit.index + hit.length));
  return hit.value.repairedTo ? named(gene, hit.value.repairedTo) : { gene };
}

/**
 * A row whose first cells are empty (a gene cell spanning two rows) takes the gene of the
 * row above it in the same table.
 */
function inherited(l: Located, dict: GeneDictionary): GeneAnswer {
  const lines = linesOf(l.paragraph.text).filter((line) => line.end <= l.unit.start);
  const cells = cellsOf(l.unit.text).length;
  for (const line of lines.reverse()) {
    const above = cellsOf(line.text).length;
    if (above < 2) return undefined;
    if (above <= cells) continue;
    return fromRow(line.text, { start: 0, end: 0 }, dict);
  }
  return undefined;
}

/** Where the rows of a flattened table start in the mention's unit: its coding DNA changes. */
function rowAnchors(l: Located): number[] {
  const coding = l.neighbours.filter(
    (m) => m.kind === 'hgvs' && isDna(m) && !variantValue(m).startsWith('g.'),
  );
  return [...new Set(coding.map((m) => m.start - l.unit.start))].sort((a, b) => a - b);
}

/** The gene a variant mention is written with: its HGVS prefix, its row, or its sentence. */
export function geneOfMention(l: Located, dict: GeneDictionary): GeneAnswer {
  const prefixed = fromPrefix(l, dict);
  if (prefixed) return prefixed;
  const at = { start: l.mention.start - l.unit.start, end: l.mention.end - l.unit.start };
  const own = fromRow(l.unit.text, at, dict, rowAnchors(l));
  if (own || !l.unit.isRow) return own;
  return inherited(l, dict);
}
