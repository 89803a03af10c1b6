import type { GeneDictionary } from '../gene-dictionary.ts';
import { findGenes } from '../gene-mentions.ts';
import type { Found } from '../identifiers.ts';
import type { Located } from './locate.ts';
import { cellsOf, linesOf } from './units.ts';

/** A cell that says the variant lies in no gene (intergenic). */
const NO_GENE_CELL = /^(?:no[-\s]?gene|intergenic|none|n\/a|-|—)$/i;

/** What the row or sentence says about a mention's gene: a symbol, "none", or nothing. */
export type GeneAnswer = { gene: string } | { none: true } | undefined;

function nearest(found: Found[], position: number): string | undefined {
  let best: Found | undefined;
  for (const f of found) {
    if (!best || Math.abs(f.index - position) < Math.abs(best.index - position)) best = f;
  }
  return best?.value;
}

function fromPrefix(l: Located, dict: GeneDictionary): string | undefined {
  const { gene, accession } = l.mention;
  return (
    (gene ? dict.resolve(gene) : undefined) ??
    (accession ? dict.geneForRefSeq(accession) : undefined)
  );
}

function fromRow(text: string, position: number, dict: GeneDictionary): GeneAnswer {
  if (cellsOf(text).some((c) => NO_GENE_CELL.test(c))) return { none: true };
  const gene = nearest(findGenes(text, dict), position);
  return gene ? { gene } : undefined;
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
    return fromRow(line.text, 0, dict);
  }
  return undefined;
}

/** The gene a variant mention is written with: its HGVS prefix, its row, or its sentence. */
export function geneOfMention(l: Located, dict: GeneDictionary): GeneAnswer {
  const prefixed = fromPrefix(l, dict);
  if (prefixed) return { gene: prefixed };
  const at = l.mention.start - l.unit.start;
  const own = fromRow(l.unit.text, at, dict);
  if (own || !l.unit.isRow) return own;
  return inherited(l, dict);
}
