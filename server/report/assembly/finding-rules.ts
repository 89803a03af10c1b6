import { isHeadingLike, type Paragraph, type ReportDocument, sentences } from '../document.ts';
import type { RecognisedMention } from '../recognition/types.ts';
import {
  headerAbove,
  headingAbove,
  introAbove,
  isFindingHeading,
  isResultsHeader,
} from './results-table.ts';
import type { Unit } from './units.ts';
import { isDna, isName, variantValue } from './variant-keys.ts';

/** Why a variant mention is, or is not, a finding the report states. */
export type Role = 'finding' | 'negated' | 'method' | 'example' | 'list' | 'reference' | 'no-cue';

/**
 * "not detected", "no pathogenic variants were identified", "negative", "is not associated"; not
 * "causes no amino acid change" (a silent variant), nor "no change to standard dosing" (advice).
 */
export const NEGATED =
  /\b(?:not\s+(?:been\s+)?(?:detected|identified|found|observed|present|seen|associated)|not\s+(?:been\s+)?reported\s+as\s+(?:a\s+)?findings?|not\s+considered\s+(?:to\s+be\s+)?(?:pathogenic|clinically\s+significant|disease[-\s]causing)|no\s+(?!(?:amino[\s-]acid|protein)\s+change)(?!changes?\s+(?:to|in)\s+(?:[\w-]+\s+){0,3}?(?:dos|management|therap|treatment|medication|prescri))(?:[\w-]+\s+){0,4}?(?:variants?|mutations?|alterations?|changes?|findings?)\b|(?<![\w-])negative\b(?!-)|undetected|excluded|ruled\s+out|did\s+not\s+(?:detect|identify|find|reveal)|none\s+(?:were\s+)?(?:detected|identified|found))/i;
/** "If partner screens negative: 1 in 19,200": a partner's result, not this finding's. */
const PARTNER_CLAUSE = /\bif\s+(?:the\s+|your\s+|a\s+)?(?:reproductive\s+)?partner\b[^.;]*/gi;

/** "HLA-B   Not tested", "status unknown": the report says nothing was looked for there. */
const NOT_TESTED =
  /\b(?:not\s+(?:tested|included\s+in\s+this\s+(?:order|test|panel)|performed|genotyped|assessed)|status\s+(?:is\s+)?unknown|untested)\b/i;

/** The text with its negated sentences blanked ("is not associated with factor V deficiency"). */
export function withoutNegated(text: string): string {
  let out = text;
  for (const s of sentences(text)) {
    if (NEGATED.test(s.text))
      out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  }
  return out;
}

export const EXAMPLE =
  /\b(?:e\.g\b|for\s+example|for\s+instance|such\s+as|detection\s+limit|limit\s+of\s+detection|(?:with\s+the\s+)?exception\s+of)|\(including\b/i;
const METHOD =
  /\b(?:nomenclature|reference\s+(?:sequences?|transcripts?)|(?:variants?|mutations?)\s+(?:tested|screened|analy[sz]ed|covered|assessed|targeted|interrogated)|is\s+designed\s+to|tests?\s+for\s+(?:the\s+)?(?:\w+\s+)?(?:common\s+)?(?:genetic\s+)?variants?|only\s+the\s+following)\b/i;
/**
 * Eligibility and prescribing sentences name alleles a drug is for or against ("restricted to
 * patients positive for HLA-B*57:01"): never the patient's result. "Individuals who carry it"
 * speaks of the variant the sentence already named, as its subject: no eligibility list.
 */
const ELIGIBILITY =
  /\b(?:restricted\s+to|eligib(?:le|ility)|indicated\s+(?:for|in)|contraindicated|(?:patients?|individuals?|people|carriers)\s+(?:who\s+(?:are|have|carry)\s+(?!(?:it|them|this|these|that|the\s+variant)\b)|with\s+|positive\s+for\s+|negative\s+for\s+)|prior\s+to\s+(?:initiating|starting|prescribing)|should\s+(?:not\s+)?be\s+(?:tested|screened|avoided|prescribed|given))/i;

/** A sentence that states a result (or opens one result's details: "Variant 1 of 2"). */
const FINDING_CUE =
  /\b(?:pathogenic|benign|uncertain|VUS|heterozygous|homozygous|hemizygous|heteroplasm\w*|homoplasm\w*|mosaic|carrier|carries|detected|identified|found|observed|positive|risk\s+allele|variant\s+present|variant\s+\d{1,2}\s+of\s+\d{1,2})\b/i;
/**
 * A sentence that states a legacy or named variant as the patient's result, not as background
 * ("JAK2 V617F mutations are observed in 95 % of PV"): past tense or the patient's genotype.
 */
const NAME_FINDING_CUE =
  /\b(?:was|were|has\s+been|have\s+been)\s+(?:\w+\s+)?(?:detected|identified|found)\b|\bvariants?\s+of\s+uncertain\s+(?:clinical\s+)?significance\s*:|\b(?:heterozygous|homozygous|hemizygous)\s+(?:for|carrier)\b|\bcarr(?:ies|ier\s+of)\b|\bpositive\s+for\b|\b(?:result|genotype)\s*:/i;

/** A table cell that says what was found in a row: class, zygosity, tier, VAF, origin… */
const ROW_STATUS = new RegExp(
  [
    FINDING_CUE.source,
    /\btier\s*(?:I{1,3}V?|[1-4])\b/.source,
    /\b\d{1,3}(?:\.\d+)?\s?%/.source,
    /\b(?:somatic|germline|clonal\s+marker|diagnostic|prognostic|drug\s+(?:target|resistance)|mrd\s+marker|oncogenic)\b/
      .source,
    /\b(?:metaboli[sz]er|copies|copy\s+number|allelic\s+ratio|VAF|VRF|present)\b/.source,
    /(?:^|\s{3})[ACGT]{2}(?:\s{3}|$)|\b[ACGT]\/[ACGT]\b|\brs\d+\s+[ACGT]{2}\b/.source,
    /(?:^|\s{3})(?:het|hom|hemi)(?:\s{3}|$)/.source,
  ].join('|'),
  'i',
);

/**
 * A pharmacogenomic row that reports the reference genotype ("*1/*1", "rs9923231 GG normal
 * function") states a result but no variant.
 */
function isReferenceGenotype(unit: Unit, variants: RecognisedMention[]): boolean {
  if (variants.length === 0 || !variants.every((m) => m.kind === 'star' || m.kind === 'rsid'))
    return false;
  // "CYP2C19*1/*1": the alleles after the gene
  if (variants.some((m) => m.kind === 'star' && !/^\*1\/\*1$/.test(m.value.replace(/^[^*]*/, ''))))
    return false;
  const homozygous =
    variants.some((m) => m.zygosity === 'Homozygous') ||
    /(?:^|\s)([ACGT])\1(?:\s|$)|\b([ACGT])\/\2\b/.test(unit.text);
  // "N/A": the report states no phenotype for a homozygous genotype, i.e. nothing found
  const normal = /\b(?:normal|wild[-\s]?type|reference|typical)\b|(?:^|\s)N\/A(?:\s|$)/i.test(
    unit.text,
  );
  return variants.some((m) => m.kind === 'star') || (homozygous && normal);
}

const dnaKeys = (mentions: RecognisedMention[]) =>
  new Set(mentions.filter((m) => isDna(m) && m.kind !== 'cnv').map(variantValue));

function headingCue(paragraph: Paragraph): boolean {
  const first = paragraph.text.split('\n')[0] ?? '';
  return isHeadingLike(first) && FINDING_CUE.test(first) && !NEGATED.test(first);
}

/** How a report says it lists a variant without reporting it (a table's note, the next sentence). */
export const NOT_A_FINDING =
  /not\s+(?:been\s+)?reported\s+as\s+(?:a\s+)?findings?|not\s+(?:considered\s+)?clinically\s+significant/
    .source;

/** A table of variants detected but not reported: its rows are not the patient's findings. */
const NOT_REPORTED_TABLE = new RegExp(
  `\\b(?:${NOT_A_FINDING})\\b|\\blisted\\s+(?:here\\s+)?for\\s+completeness\\b`,
  'i',
);

function rowRole(doc: ReportDocument, paragraph: Paragraph, unit: Unit): Role {
  if (NOT_REPORTED_TABLE.test(introAbove(doc, paragraph))) return 'negated';
  const header = headerAbove(doc, paragraph, unit.start);
  if (header && isResultsHeader(header)) return 'finding';
  if (ROW_STATUS.test(unit.text)) return 'finding';
  // a table under "Variants of uncertain significance" or "Results", whatever its columns
  const heading = headingAbove(doc, paragraph);
  return heading && isFindingHeading(heading) && !NEGATED.test(heading) ? 'finding' : 'no-cue';
}

/**
 * A mention is a finding when the report states it as one: a row of a results table (whatever
 * its wording) or a sentence that says it was found; never in methods, examples, lists of
 * tested variants or negated sentences.
 */
export function roleOf(
  doc: ReportDocument,
  paragraph: Paragraph,
  unit: Unit,
  inUnit: RecognisedMention[],
  mention?: RecognisedMention,
  allInUnit: RecognisedMention[] = inUnit,
): Role {
  if (paragraph.section !== 'main') return 'method';
  const own = unit.text.replace(PARTNER_CLAUSE, '');
  if (NEGATED.test(own) || NOT_TESTED.test(own)) return 'negated';
  if (EXAMPLE.test(unit.text)) return 'example';
  if (!unit.isRow && ELIGIBILITY.test(unit.text)) return 'example';
  // a row's comment cell may hold a prescribing sentence: what follows its cue is not a result
  const eligibility = unit.isRow ? unit.text.match(ELIGIBILITY) : null;
  if (eligibility && mention && mention.start - unit.start > (eligibility.index ?? 0))
    return 'example';
  if (METHOD.test(unit.text)) return 'method';
  if (dnaKeys(inUnit).size >= 3) return 'list';
  // "CYP2C9 (*1,*2,*3), HLA-B (HLA-B*15:02 …), IFNL4 (rs12979860)": the alleles a panel tests
  const named = allInUnit.filter((m) => m.kind === 'star' || m.kind === 'rsid').map((m) => m.value);
  if (!unit.isRow && new Set(named).size >= 3) return 'list';
  if (isReferenceGenotype(unit, inUnit)) return 'reference';
  if (unit.isRow) return rowRole(doc, paragraph, unit);
  if (mention && isName(mention)) return NAME_FINDING_CUE.test(unit.text) ? 'finding' : 'no-cue';
  if (FINDING_CUE.test(unit.text) || headingCue(paragraph)) return 'finding';
  return 'no-cue';
}
