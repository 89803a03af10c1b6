import type { ListedCode, OtherFinding, PharmacogenomicResult } from '../../../contract/report.ts';
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
import { copyNumberKind, fromCopyNumberRecord, readStructuralFindings } from './other-findings.ts';
import { readPharmacogenomics } from './pharmacogenomics.ts';
import { snippetOf } from './units.ts';
import { isRna } from './variant-keys.ts';
import { variantLikeStrings } from './variant-like.ts';

export interface AssembledReport {
  variants: Variant[];
  uncertain: UncertainVariant[];
  variantLike: string[];
  listed: ListedCode[];
  diseaseOptions: DiseaseOption[];
  pharmacogenomics: PharmacogenomicResult[];
  otherFindings: OtherFinding[];
  /** PubMed ids the report cites without tying them to a finding. */
  references: string[];
}

const isStarOnly = (c: Checked) => c.group.mentions.every((l) => l.mention.kind === 'star');
const isRnaOnly = (c: Checked) => c.group.mentions.every((l) => isRna(l.mention));

function snippet(c: Checked): string {
  const l = c.group.mentions.find((m) => m.role === 'finding') ?? (c.group.mentions[0] as Located);
  return snippetOf(l.unit, l.mention.start);
}

const firstPlace = (c: Checked) =>
  Math.min(...c.group.mentions.map((l) => l.paragraph.index * 1e6 + l.mention.start));

const isRsId = (name: string) => /^rs\d+$/.test(name);

/**
 * A record named only by an rsID that a record of the same gene also carries ("rs4149056 T/C"
 * in one row, "c.521T>C (rs4149056)" on the next) is that variant: one record, with the status
 * either gives.
 */
function withoutRsIdTwins(variants: Variant[]): Variant[] {
  return variants.filter((v) => {
    if (!v.var.every(isRsId)) return true;
    const twin = variants.find(
      (o) =>
        o !== v &&
        !o.var.every(isRsId) &&
        o.gene.some((g) => v.gene.includes(g)) &&
        v.var.every((id) => o.dbSNP.includes(id)),
    );
    if (!twin) return true;
    twin.classification ??= v.classification;
    twin.zygosity ??= v.zygosity;
    return false;
  });
}

/**
 * Text → records: mentions are placed in their rows and sentences, grouped per variant, kept
 * when the report states them as findings, cross-checked, then given their fields.
 */
export function assembleReport(doc: ReportDocument, dict: GeneDictionary): AssembledReport {
  const located = locateMentions(doc);
  const pgx = readPharmacogenomics(located, dict);
  // star alleles are pharmacogenomic results, not variants; an RNA change is a DNA variant's
  // effect, told as evidence for it
  const all = crossCheck(mergeGenomicForms(groupVariants(located, dict))).filter(
    (c) => c.verdict !== 'misread' && !isRnaOnly(c),
  );
  const checked = all.filter((c) => !isStarOnly(c)).sort((a, b) => firstPlace(a) - firstPlace(b));
  // diplotype rows share their table with variants: a paragraph is no variant's own
  const contexts = buildContexts(
    doc,
    all.map((c) => c.group),
    dict,
  );
  const inputs: RecordInputs = {
    doc,
    dict,
    refs: readReferences(doc, [...contexts.values()]),
    // a report stating one variant and diplotypes has more than one finding
    single: all.filter((c) => c.verdict === 'confirmed').length === 1,
    diseaseOptions: new Map(),
  };
  const variants: Variant[] = [];
  const uncertain: UncertainVariant[] = [];
  const otherFindings: OtherFinding[] = [];
  for (const c of checked) {
    const confirmed = c.verdict === 'confirmed';
    // a doubtful variant's diseases are not offered as the patient's conditions
    const own = confirmed ? inputs : { ...inputs, diseaseOptions: new Map() };
    const record = buildRecord(c, contexts.get(c.group) as Context, own);
    const copyNumber = copyNumberKind(c.group);
    if (copyNumber && confirmed)
      otherFindings.push(fromCopyNumberRecord(copyNumber, record, snippet(c)));
    else if (confirmed) variants.push(record);
    else uncertain.push({ ...record, uncertain: true, snippet: snippet(c) });
  }
  const used = new Set([
    ...checked.flatMap((c) => [...c.group.mentions, ...c.group.names]),
    ...pgx.used,
  ]);
  const notFindings = variantLikeStrings(doc, located, used);
  const kept = withoutRsIdTwins(variants);
  const tied = new Set(kept.flatMap((v) => v.PMID));
  return {
    variants: kept,
    uncertain,
    variantLike: notFindings.variantLike,
    listed: notFindings.listed,
    diseaseOptions: [...inputs.diseaseOptions.values()],
    pharmacogenomics: pgx.results,
    otherFindings: [...otherFindings, ...readStructuralFindings(doc, dict)],
    references: inputs.refs.general.filter((id) => !tied.has(id)),
  };
}
