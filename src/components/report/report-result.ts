/** The result view reads both answer shapes of the spec (section 3): a variants list, or single values. */
/** One variant of an upload response (spec section 3). */
export interface GeneticVariant {
  var: string[];
  gene: string[];
  diseaseNames: string[];
  refSeq: string[];
  dbSNP: string[];
  OMIM: string[];
  PMID: string[];
  classification?: string;
  zygosity?: string;
  /** How the report says it is inherited ("Autosomal recessive"), where it says so. */
  inheritance?: string;
}

export interface DiseaseOption {
  name: string;
  id: string;
  description: string;
}

/** Upload response: either a variants list or the single-value fields. */
export interface GeneticReportResult {
  run_id?: string;
  processed_at?: string;
  variants?: GeneticVariant[];
  disease_options?: DiseaseOption[];
  var?: string;
  loc?: string;
  cond?: string;
  ClinVar?: string;
  OMIM?: string;
  raw_text?: string;
}
