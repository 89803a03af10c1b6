import type { ReportDocument } from '../../document.ts';
import type { GeneDictionary } from '../../gene-dictionary.ts';
import { findRefSeq } from '../../identifiers.ts';
import type { Context } from '../context.ts';
import type { VariantGroup } from '../group-variants.ts';
import type { Located } from '../locate.ts';
import { linesOf } from '../units.ts';
import { variantValue } from '../variant-keys.ts';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** A line that holds only an accession, naming the reference of the lines below it. */
const ACCESSION_LINE =
  /^\s*((?:NM|NR|NC|NG|XM|XR|NP)_\d{4,}(?:\.\d{1,3})?)(?:\s*\([A-Za-z0-9-]+\))?\s*:?\s*$/;

const NAMED_ACCESSION = /\b((?:NM|NR|XM|XR)_\d{4,}(?:\.\d{1,3})?)\(([A-Za-z0-9-]+)\)/g;

/** A reference sequence fits a description kind: NM_ for c., NC_/NG_ for g., NR_ for n. */
function fitsKind(accession: string, description: string): boolean {
  const kind = description.match(/^([cgmnrp])\./)?.[1];
  if (!kind) return true;
  if (/^N[CG]_/.test(accession)) return kind === 'g' || kind === 'm';
  if (/^[NX]R_/.test(accession)) return kind === 'n' || kind === 'r';
  if (/^NP_/.test(accession)) return kind === 'p';
  return kind === 'c' || kind === 'p';
}

/** "NC_000009.12" on the line above "g.22098575A>G" (lists of tested variants). */
function accessionAbove(l: Located): string | undefined {
  const lines = linesOf(l.paragraph.text).filter((line) => line.end < l.mention.start);
  for (const line of lines.reverse()) {
    const m = line.text.match(ACCESSION_LINE);
    if (m) return m[1];
    if (!/^\s*(?:[cgmnrp]\.|\()/.test(line.text)) return undefined;
  }
  return undefined;
}

export function recordRefSeq(
  doc: ReportDocument,
  g: VariantGroup,
  ctx: Context,
  gene: string[],
  dict: GeneDictionary,
): string[] {
  const ofGene = (a: string) => {
    const owner = dict.geneForRefSeq(a);
    return owner === undefined ? !/^N[MR]_/.test(a) || gene.length === 0 : gene.includes(owner);
  };
  const written = g.mentions.flatMap((l) => {
    const above = l.mention.accession ?? accessionAbove(l);
    return above && fitsKind(above, variantValue(l.mention)) ? [above] : [];
  });
  const nearby = [...ctx.units.map((u) => u.text), ...ctx.owned.map((p) => p.text)]
    .flatMap((t) => findRefSeq(t).map((f) => f.value))
    .filter(ofGene);
  const anywhere = doc.paragraphs
    .flatMap((p) => findRefSeq(p.text).map((f) => f.value))
    .filter((a) => {
      const owner = dict.geneForRefSeq(a);
      return owner !== undefined && gene.includes(owner);
    });
  const statedFor = (a: string) => {
    const owner = dict.geneForRefSeq(a);
    return owner === undefined || gene.length === 0 || gene.includes(owner);
  };
  // "NM_001408.2(SORT1)": the report names the transcript's gene itself
  const named = doc.paragraphs.flatMap((p) =>
    [...p.text.matchAll(NAMED_ACCESSION)]
      .filter((m) => gene.includes(dict.resolve(m[2] ?? '') ?? ''))
      .map((m) => m[1] as string),
  );
  const all = uniq([...written.filter(statedFor), ...nearby, ...named, ...anywhere]);
  // the versioned accession makes an unversioned duplicate redundant
  return all.filter((a) => a.includes('.') || !all.some((b) => b.startsWith(`${a}.`)));
}
