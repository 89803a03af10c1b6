import type { GeneDictionary } from '../../gene-dictionary.ts';
import { findGenes } from '../../gene-mentions.ts';
import { findRefSeq } from '../../identifiers.ts';
import type { Context } from '../context.ts';
import type { VariantGroup } from '../group-variants.ts';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

function singleGene(texts: string[], dict: GeneDictionary): string | undefined {
  const genes = uniq(texts.flatMap((t) => findGenes(t, dict).map((f) => f.value)));
  return genes.length === 1 ? genes[0] : undefined;
}

/**
 * The record's gene: as written with the variant (prefix, row, sentence; the current symbol
 * first, then the old one the report used); else the one gene of
 * the paragraphs about it; else the gene of the transcript named with it. A row that says
 * "no gene" keeps it empty.
 */
export function recordGene(g: VariantGroup, ctx: Context, dict: GeneDictionary): string[] {
  if (g.gene) return g.geneAsWritten ? [g.gene, g.geneAsWritten] : [g.gene];
  if (g.noGene) return [];
  const stated = g.mentions.filter((l) => l.role === 'finding');
  const fromOwned = singleGene(
    ctx.owned.map((p) => p.text),
    dict,
  );
  if (fromOwned) return [fromOwned];
  if (!stated.some((l) => l.unit.isRow)) {
    for (const p of ctx.near) {
      const gene = singleGene([p.text], dict);
      if (gene) return [gene];
    }
  }
  const viaRefSeq = uniq(
    [...ctx.units.map((u) => u.text), ...ctx.owned.map((p) => p.text)]
      .flatMap((t) => findRefSeq(t).map((f) => dict.geneForRefSeq(f.value)))
      .filter((x): x is string => Boolean(x)),
  );
  return viaRefSeq.length === 1 ? [viaRefSeq[0] as string] : [];
}
