import type { ReportDocument } from '../document.ts';
import { hasResultStatement } from './conclusion.ts';
import type { AssembledReport } from './index.ts';

/**
 * Words of genetic testing. A genetic test report uses several of them; a recipe, an invoice or
 * a blood count uses none or one ("hemoglobin" is not here: blood counts name it).
 */
const GENETIC_TERMS: [string, RegExp][] = [
  ['gene', /\bgenes?\b/i],
  ['genetic', /\bgenetics?\b|\bgenom(?:e|es|ic\w*)\b/i],
  ['dna', /\bDNA\b/],
  ['variant', /\bvariants?\b/i],
  ['mutation', /\bmutations?\b/i],
  ['zygosity', /\b(?:heterozygous|homozygous|hemizygous|zygosity|heteroplasm\w*)\b/i],
  ['pathogenic', /\b(?:likely\s+)?pathogenic\b|\buncertain\s+significance\b|\bVUS\b/i],
  ['allele', /\balleles?\b|\bgenotypes?\b|\bdiplotypes?\b|\bhaplotypes?\b/i],
  ['carrier', /\bcarriers?\b(?!\s+(?:services?|pigeon|bag))/i],
  ['chromosome', /\bchromosom\w+\b|\bkaryotype\b/i],
  [
    'sequencing',
    /\bsequenc(?:ing|ed)\b|\bsequence\s+analysis\b|\bNGS\b|\bnext[\s-]generation\b|\bexome\b|\bmicroarray\b|\bdeletion\s*\/\s*duplication\b/i,
  ],
  ['exon', /\bexons?\b|\bintrons?\b/i],
  ['inheritance', /\b(?:autosomal|X-linked|inherited|hereditary|germline|somatic)\b/i],
  ['pharmacogenomic', /\bpharmacogen\w*\b|\bmetaboli[sz]er\b/i],
  ['hgvs', /\bHGVS\b|\bdbSNP\b|\bClinVar\b|\bOMIM\b|\brs\d{3,}\b|\bNM_\d{4,}/],
];

/** How many kinds of genetic-testing words the text uses. */
export function geneticTermCount(text: string): number {
  return GENETIC_TERMS.filter(([, re]) => re.test(text)).length;
}

/** Kinds of words a genetic test report uses at least this many of. */
const MIN_TERMS = 3;

/**
 * Whether the document is a genetic test report: its words, or a finding read with some of
 * them or in a named gene. A recipe whose "2 c. flour" or an invoice whose "c.123" looks like notation is not.
 */
export function isGeneticReport(doc: ReportDocument, report: AssembledReport): boolean {
  // a result statement ("RESULT: POSITIVE") counts as one more sign of a test report
  const terms =
    geneticTermCount(doc.paragraphs.map((p) => p.text).join('\n')) +
    (hasResultStatement(doc) ? 1 : 0);
  const findings =
    report.variants.length +
    report.uncertain.length +
    report.pharmacogenomics.length +
    report.otherFindings.length;
  // a finding in a named gene ("TP53   c.818G>A   VAF 45%") is a report's results row
  const inGene = [...report.variants, ...report.uncertain].some((v) => v.gene.length > 0);
  return terms >= MIN_TERMS || (findings > 0 && (terms >= 1 || inGene));
}
