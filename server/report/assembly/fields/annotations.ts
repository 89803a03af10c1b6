import { type ReportDocument, sentences } from '../../document.ts';
import type { GeneDictionary } from '../../gene-dictionary.ts';
import { findGenes } from '../../gene-mentions.ts';
import {
  citedNumbers,
  findClinVar,
  findOmim,
  findPmids,
  findRsIds,
  referenceList,
} from '../../identifiers.ts';
import { recognise } from '../../recognition/index.ts';
import type { Context } from '../context.ts';
import { EXAMPLE, withoutNegated } from '../finding-rules.ts';
import type { VariantGroup } from '../group-variants.ts';
import { isDna, isProtein, isUnreadable, proteinShape, variantValue } from '../variant-keys.ts';
import { writesOtherChange } from './other-changes.ts';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

export const contextTexts = (ctx: Context) => [
  ...ctx.units.map((u) => u.text),
  ...ctx.owned.map((p) => p.text),
];

/** Numbered references and which of them no finding cites (those apply to every finding). */
export interface References {
  byNumber: Map<number, string[]>;
  general: string[];
}

export function readReferences(doc: ReportDocument, contexts: Context[]): References {
  const byNumber = referenceList(
    doc.paragraphs
      .filter((p) => p.section === 'references' || /\bPMID\b/.test(p.text))
      .map((p) => p.text)
      .join('\n'),
  );
  const specific = new Set(contexts.flatMap((c) => contextTexts(c).flatMap(citedNumbers)));
  const general = [...byNumber].filter(([n]) => !specific.has(n)).flatMap(([, ids]) => ids);
  return { byNumber, general };
}

/**
 * In a report with one finding, identifiers stated elsewhere in the findings belong to it,
 * unless the sentence names another gene or another change (a variant OCR left uncertain is
 * still another variant: its row's rsID is not this one's).
 */
function orphanTexts(
  doc: ReportDocument,
  g: VariantGroup,
  gene: string[],
  dict: GeneDictionary,
): string[] {
  return doc.paragraphs
    .filter((p) => p.section === 'main')
    .flatMap((p) => sentences(p.text).map((s) => s.text))
    .filter((s) => findGenes(s, dict).every((f) => gene.includes(f.value)))
    .filter((s) => !writesOtherChange(s, g));
}

/** Between a change and its rsID written beside it: brackets, a colon, a semicolon. */
const BESIDE = /^[\s()[\]:;,/]{0,6}$/;

/**
 * The rsIDs a text gives the variant: all of them, unless it writes another change too ("c.521T>C
 * (rs4149056); c.388A>G (rs2306283)") or lists several; then only the one beside the variant's own.
 */
function ownRsIds(text: string, g: VariantGroup): string[] {
  const found = findRsIds(text);
  // three or more rsIDs: a list of tested positions, each its own
  const several = new Set(found.map((f) => f.value)).size >= 3;
  if (!several && !writesOtherChange(text, g)) return found.map((f) => f.value);
  const spots = [...g.mentions, ...g.names].flatMap((l) => {
    const at = text.indexOf(l.mention.text);
    return at < 0 ? [] : [{ start: at, end: at + l.mention.text.length }];
  });
  return found
    .filter((f) =>
      spots.some(
        (o) =>
          (o.end <= f.index && BESIDE.test(text.slice(o.end, f.index))) ||
          (f.index + f.length <= o.start && BESIDE.test(text.slice(f.index + f.length, o.start))),
      ),
    )
    .map((f) => f.value);
}

export function recordAnnotations(
  doc: ReportDocument,
  g: VariantGroup,
  ctx: Context,
  opts: { gene: string[]; single: boolean; refs: References; dict: GeneDictionary },
) {
  const texts = contextTexts(ctx);
  const wide = opts.single ? [...texts, ...orphanTexts(doc, g, opts.gene, opts.dict)] : texts;
  const own = g.mentions.filter((l) => l.mention.kind === 'rsid').map((l) => l.mention.value);
  const dbSNP = uniq([...own, ...wide.flatMap((t) => ownRsIds(t, g))]);
  const clinVar = uniq(wide.flatMap((t) => findClinVar(t).map((f) => f.value)));
  // a negated sentence names conditions the variant does not cause
  const OMIM = uniq(
    [...texts, ...ctx.about].flatMap((t) => findOmim(withoutNegated(t)).map((f) => f.value)),
  );
  const cited = uniq(texts.flatMap(citedNumbers)).flatMap((n) => opts.refs.byNumber.get(n) ?? []);
  // only ids the report ties to the variant; its general references are the report's own
  const PMID = uniq([...texts.flatMap((t) => findPmids(t).map((f) => f.value)), ...cited]);
  return { dbSNP, clinVar, OMIM, PMID, legacy: legacyNames(g, texts) };
}

/** A protein change as written, for a name the recogniser left unspelled ("G12C-mutated"). */
const PROTEIN_WRITTEN =
  /^(?:p\.)?\(?(?:[A-Z][a-z]{2}|[A-Z])\d+(?:[A-Z][a-z]{2}|[A-Z*=]|fs|del|dup)/;

/**
 * Legacy and named forms written with the variant, from texts that write no other DNA change (in
 * a flattened results line, "941T>A" is the next row's change, not another name of this one),
 * and no protein change of other residues than the variant's own ("Ala222Val" beside K287I).
 */
function legacyNames(g: VariantGroup, texts: string[]): string[] {
  const written = [...g.mentions, ...g.names].map((l) => l.mention.text);
  const own = new Set(
    g.mentions.filter((l) => isDna(l.mention)).map((l) => variantValue(l.mention)),
  );
  const ownShapes = new Set(
    [...g.mentions, ...g.names]
      .filter((l) => isProtein(l.mention))
      .map((l) => proteinShape(variantValue(l.mention))),
  );
  // a protein name the recogniser left unspelled ("G12C-mutated") still changes its residues
  const ownProtein = (m: ReturnType<typeof recognise>[number]) => {
    const spelled = isProtein(m) ? variantValue(m) : PROTEIN_WRITTEN.test(m.text) ? m.text : '';
    return !spelled || ownShapes.size === 0 || ownShapes.has(proteinShape(spelled));
  };
  return uniq(
    texts.flatMap((t) => {
      const found = recognise(t);
      const ownDna = (m: (typeof found)[number]) =>
        !m.asHgvs || !isDna(m) || own.size === 0 || own.has(m.asHgvs);
      const other = found.some(
        (m) => m.kind === 'hgvs' && isDna(m) && !isUnreadable(m) && !own.has(variantValue(m)),
      );
      if (other) return [];
      // a named variant that stands for another change ("HbC" beside HbS) is another variant
      return found
        .filter((m) => (m.kind === 'legacy' || m.kind === 'named') && ownDna(m) && ownProtein(m))
        .filter((m) => !EXAMPLE.test(sentenceAround(t, m.start)))
        .map((m) => m.text.replace(/\s+/g, ' ').trim())
        .filter((name) => !written.some((w) => w.includes(name)));
    }),
  );
}

function sentenceAround(text: string, position: number): string {
  return sentences(text).find((s) => position >= s.start && position < s.end)?.text ?? '';
}
