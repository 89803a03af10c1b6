import type { ReportDocument } from '../document.ts';
import type { GeneDictionary } from '../gene-dictionary.ts';
import type { DiseaseOption, UncertainVariant, Variant } from '../types.ts';
import { buildRecord, type RecordInputs } from './build-record.ts';
import { buildContexts, type Context } from './context.ts';
import { type Checked, crossCheck } from './cross-check.ts';
import { readReferences } from './fields/annotations.ts';
import { groupVariants } from './group-variants.ts';
import { type Located, locateMentions } from './locate.ts';
import { mergeGenomicForms } from './merge-genomic.ts';
import { snippetOf } from './units.ts';
import { variantLikeStrings } from './variant-like.ts';

export interface AssembledReport {
  variants: Variant[];
  uncertain: UncertainVariant[];
  variantLike: string[];
  diseaseOptions: DiseaseOption[];
}

function snippet(c: Checked): string {
  const l = c.group.mentions.find((m) => m.role === 'finding') ?? (c.group.mentions[0] as Located);
  return snippetOf(l.unit, l.mention.start);
}

const firstPlace = (c: Checked) =>
  Math.min(...c.group.mentions.map((l) => l.paragraph.index * 1e6 + l.mention.start));

/**
 * Text → records: mentions are placed in their rows and sentences, grouped per variant, kept
 * when the report states them as findings, cross-checked, then given their fields.
 */
export function assembleReport(doc: ReportDocument, dict: GeneDictionary): AssembledReport {
  const located = locateMentions(doc);
  const checked = crossCheck(mergeGenomicForms(groupVariants(located, dict)))
    .filter((c) => c.verdict !== 'misread')
    .sort((a, b) => firstPlace(a) - firstPlace(b));
  const contexts = buildContexts(
    doc,
    checked.map((c) => c.group),
    dict,
  );
  const inputs: RecordInputs = {
    doc,
    dict,
    refs: readReferences(doc, [...contexts.values()]),
    single: checked.filter((c) => c.verdict === 'confirmed').length === 1,
    diseaseOptions: new Map(),
  };
  const variants: Variant[] = [];
  const uncertain: UncertainVariant[] = [];
  for (const c of checked) {
    const confirmed = c.verdict === 'confirmed';
    // a doubtful variant's diseases are not offered as the patient's conditions
    const own = confirmed ? inputs : { ...inputs, diseaseOptions: new Map() };
    const record = buildRecord(c, contexts.get(c.group) as Context, own);
    if (confirmed) variants.push(record);
    else uncertain.push({ ...record, uncertain: true, snippet: snippet(c) });
  }
  const used = new Set(checked.flatMap((c) => c.group.mentions));
  return {
    variants,
    uncertain,
    variantLike: variantLikeStrings(doc, located, used),
    diseaseOptions: [...inputs.diseaseOptions.values()],
  };
}
