import type { ReportResult, Variant } from './report.ts';

/**
 * Fields issue 23 adds to a report's result (`readable`, `is_genetic_report`, `conclusion`, and
 * `zygosity`/`inheritance` per variant). Optional: results stored before it lack them.
 */
type ReadingVerdict = {
  readable?: boolean;
  is_genetic_report?: boolean;
  conclusion?: string;
};
export type ReportReading = ReportResult & ReadingVerdict;
type ReadVariant = Variant & { inheritance?: string };

export type Conclusion = 'positive' | 'negative' | 'carrier' | 'uncertain' | 'not_stated';
const CONCLUSIONS: readonly string[] = [
  'positive',
  'negative',
  'carrier',
  'uncertain',
  'not_stated',
] satisfies Conclusion[];

export type AllelicState =
  | 'heterozygous'
  | 'homozygous'
  | 'hemizygous'
  | 'heteroplasmic'
  | 'homoplasmic';
export type Significance =
  | 'pathogenic'
  | 'likely pathogenic'
  | 'uncertain significance'
  | 'likely benign'
  | 'benign';
const SIGNIFICANCES: readonly string[] = [
  'pathogenic',
  'likely pathogenic',
  'uncertain significance',
  'likely benign',
  'benign',
] satisfies Significance[];

/** The report's zygosity as one of the five allelic states ("Heterozygous (carrier)" too). */
function allelicStateOf(zygosity: string | undefined): AllelicState | null {
  const word = /\b(hetero|homo|hemi)(zygous|plasmic)\b/i.exec(zygosity ?? '')?.[0];
  return word ? (word.toLowerCase() as AllelicState) : null;
}

/** The report's class in ACMG's five words ("VUS" and "Variant of uncertain significance" too). */
function significanceOf(classification: string | undefined): Significance | null {
  const words = (classification ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (/\bvus\b|uncertain/.test(words)) return 'uncertain significance';
  const key = words.replace(/^variant,? /, '');
  return SIGNIFICANCES.includes(key) ? (key as Significance) : null;
}

/** One variant the report states as a finding, in the terms both exports need. */
export interface Finding {
  gene: string | null;
  /** c. change with its transcript when the report gives one: "NM_000492.4:c.1521_1523delCTT". */
  cHgvs: string | null;
  pHgvs: string | null;
  /** g. or m. change, with its reference sequence when known: "NC_012920.1:m.3243A>G". */
  gHgvs: string | null;
  /** n. and r. changes, and any c./p. beyond the first. */
  otherHgvs: string[];
  /** "NM_000492.4" */
  transcript: string | null;
  /** "NC_012920.1" */
  genomicReference: string | null;
  /** Names the report uses besides HGVS ("F508del"). */
  legacyNames: string[];
  dbSnp: string[];
  clinVar: string[];
  /** As the report words it. */
  classification: string | null;
  significance: Significance | null;
  /** As the report words it. */
  zygosity: string | null;
  allelicState: AllelicState | null;
  inheritance: string | null;
  diseases: { name: string; omim: string | null }[];
  omim: string[];
  pubmed: string[];
}

const HGVS = /^(?:((?:N[MRCGP]|X[MR])_\d+(?:\.\d+)?)(?:\([^)]*\))?:)?([cgmnrp])\.(\S+)$/;
const CLINVAR = /^(?:VCV|RCV)\d+(?:\.\d+)?$/;

function withReference(reference: string | null, change: string): string {
  return reference && !change.includes(':') ? `${reference}:${change}` : change;
}

/** The disease names tied to the variant, each with the OMIM number the report gives it. */
function diseasesOf(variant: ReadVariant, result: ReportResult): Finding['diseases'] {
  const genes = new Set(variant.gene);
  return variant.diseaseNames.map((name) => {
    const option = result.disease_options.find(
      (candidate) =>
        candidate.name === name &&
        (genes.size === 0 || [...genes].some((gene) => candidate.description.includes(gene))),
    );
    const omim = /^(?:OMIM|MIM):(\d{6})$/.exec(option?.id ?? '')?.[1] ?? null;
    return { name, omim };
  });
}

function findingOf(variant: ReadVariant, result: ReportResult): Finding {
  const transcript = variant.refSeq.find((id) => /^(?:NM|NR|XM|XR)_/.test(id)) ?? null;
  const genomicReference = variant.refSeq.find((id) => /^(?:NC|NG)_/.test(id)) ?? null;
  const finding: Finding = {
    gene: variant.gene[0] ?? null,
    cHgvs: null,
    pHgvs: null,
    gHgvs: null,
    otherHgvs: [],
    transcript,
    genomicReference,
    legacyNames: [],
    dbSnp: variant.dbSNP,
    clinVar: [],
    classification: variant.classification ?? null,
    significance: significanceOf(variant.classification),
    zygosity: variant.zygosity ?? null,
    allelicState: allelicStateOf(variant.zygosity),
    inheritance: variant.inheritance ?? null,
    diseases: diseasesOf(variant, result),
    omim: variant.OMIM,
    pubmed: variant.PMID,
  };
  for (const name of variant.var) {
    const match = HGVS.exec(name);
    if (!match) {
      if (CLINVAR.test(name)) finding.clinVar.push(name);
      else if (!/^rs\d+$/.test(name)) finding.legacyNames.push(name);
      continue;
    }
    const [, reference = null, kind] = match;
    if (kind === 'c' && !finding.cHgvs)
      finding.cHgvs = withReference(reference ?? transcript, name);
    else if (kind === 'p' && !finding.pHgvs) finding.pHgvs = name;
    else if ((kind === 'g' || kind === 'm') && !finding.gHgvs)
      finding.gHgvs = withReference(reference ?? genomicReference, name);
    else finding.otherHgvs.push(name);
  }
  return finding;
}

/**
 * The report's findings. A reading the engine judged unreadable, a document that is not a
 * genetic report, and variants it could not confirm (`uncertain_variants`) give none.
 */
export function findingsOf(result: ReportReading): Finding[] {
  if (result.readable === false || result.is_genetic_report === false) return [];
  return result.variants.map((variant) => findingOf(variant, result));
}

/** The report's own conclusion (issue 23), when it states one we know. */
export function conclusionOf(result: ReportReading): Conclusion | null {
  const value = result.conclusion;
  return typeof value === 'string' && CONCLUSIONS.includes(value) ? (value as Conclusion) : null;
}
