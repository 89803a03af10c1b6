import { type ReportDocument, sentences } from '../../document.ts';
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
export function recordGene(
  g: VariantGroup,
  ctx: Context,
  dict: GeneDictionary,
  doc?: ReportDocument,
  single = false,
): string[] {
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
  if (viaRefSeq.length === 1) return [viaRefSeq[0] as string];
  const repaired = doc ? confirmedRepair(g, doc, dict) : undefined;
  if (repaired) return [repaired];
  const inSentence = single && doc ? resultSentenceGene(doc, dict) : undefined;
  return inSentence ? [inSentence] : [];
}

/** "A clinically significant genetic change was found in the F5 gene", "positive for … in BRCA2". */
const RESULT_SENTENCE =
  /\b(?:was|were|has\s+been|have\s+been)\s+(?:\w+\s+)?(?:found|identified|detected)\s+in\b|\bpositive\s+for\b/i;

/**
 * The report's only finding, its gene cell unreadable (OCR read "F5" as "3"): the one gene its
 * result sentence names ("a change was found in the F5 gene"). Several genes there, none.
 */
function resultSentenceGene(doc: ReportDocument, dict: GeneDictionary): string | undefined {
  const stated = doc.paragraphs
    .flatMap((p) => sentences(p.text).map((s) => s.text))
    .filter((t) => RESULT_SENTENCE.test(t) && !/\b(?:no|not)\b/i.test(t));
  return singleGene(stated, dict);
}

/** Letters OCR reads for digits (and back): S for 5, Z for 2, B for 8, I or l for 1, O for 0. */
const LOOK_ALIKE: Record<string, string[]> = {
  S: ['5'],
  Z: ['2'],
  B: ['8'],
  G: ['6'],
  I: ['1'],
  l: ['1'],
  '|': ['1'],
  O: ['0'],
  A: ['4'],
};

function readings(token: string): string[] {
  let out = [''];
  for (const c of token) {
    const options = [c, ...(LOOK_ALIKE[c] ?? [])];
    out = out.flatMap((prefix) => options.map((o) => prefix + o));
    if (out.length > 64) return [];
  }
  return out.filter((r) => r !== token);
}

/**
 * A photo's gene cell OCR damaged ("FS" for F5): the token written just before the variant in
 * its row or sentence, read with digit look-alikes, when exactly one reading is a gene the
 * report writes elsewhere undamaged ("F5-related condition(s)", "the F5 gene").
 */
function confirmedRepair(
  g: VariantGroup,
  doc: ReportDocument,
  dict: GeneDictionary,
): string | undefined {
  const written = new Set(
    doc.paragraphs.flatMap((p) => findGenes(p.text, dict).map((f) => f.value)),
  );
  const found = new Set<string>();
  for (const l of g.mentions.filter((m) => m.role === 'finding')) {
    const before = l.unit.text.slice(0, l.mention.start - l.unit.start);
    const token = before.match(/([A-Z][A-Za-z0-9|]{1,9})\W{0,3}$/)?.[1];
    if (!token) continue;
    for (const r of readings(token)) if (dict.isSymbol(r) && written.has(r)) found.add(r);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
