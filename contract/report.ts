import * as v from 'valibot';

export const variantSchema = v.object({
  var: v.array(v.string()),
  gene: v.array(v.string()),
  diseaseNames: v.array(v.string()),
  refSeq: v.array(v.string()),
  dbSNP: v.array(v.string()),
  OMIM: v.array(v.string()),
  PMID: v.array(v.string()),
  classification: v.optional(v.string()),
  zygosity: v.optional(v.string()),
  /** How the report says the variant is inherited ("Autosomal recessive"), where it says so. */
  inheritance: v.optional(v.string()),
});
export type Variant = v.InferOutput<typeof variantSchema>;

export const diseaseOptionSchema = v.object({
  name: v.string(),
  id: v.string(),
  description: v.string(),
});
export type DiseaseOption = v.InferOutput<typeof diseaseOptionSchema>;

/**
 * A variant the report seems to state but whose reading could not be confirmed (its c. and p.
 * forms disagree, two mentions disagree, or OCR left more than one reading). It is neither a
 * finding nor an error: the patient is asked to check it against the report, and `snippet` is
 * the row or sentence it came from.
 */
export const uncertainVariantSchema = v.object({
  ...variantSchema.entries,
  uncertain: v.literal(true),
  snippet: v.string(),
});
export type UncertainVariant = v.InferOutput<typeof uncertainVariantSchema>;

/** What the report concludes, read from its own result statement (docs/report-extraction.md). */
export const CONCLUSIONS = ['positive', 'negative', 'carrier', 'uncertain', 'not_stated'] as const;
export type Conclusion = (typeof CONCLUSIONS)[number];

/** Why a page could not be read well enough; the view explains how to retake the photo. */
export const UNREADABLE_REASONS = [
  'blurred',
  'too_small',
  'too_dark',
  'cut_off',
  'unclear',
] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

/** How the document was read and which pages failed (`readable` says whether it is good enough). */
export const readingSchema = v.object({
  /** `text`: the PDF's own text layer; `ocr`: a photo or scanned pages read by OCR. */
  source: v.picklist(['text', 'ocr']),
  pages: v.number(),
  /** Pages whose reading failed, each with its most likely reason (first page is 1). */
  unreadable_pages: v.array(v.object({ page: v.number(), reason: v.picklist(UNREADABLE_REASONS) })),
  /** The reason for the whole document when `readable` is false. */
  reason: v.optional(v.picklist(UNREADABLE_REASONS)),
});
export type Reading = v.InferOutput<typeof readingSchema>;

/** A pharmacogenomic result: gene, diplotype and the phenotype the report gives it. */
export const pharmacogenomicSchema = v.object({
  gene: v.string(),
  diplotype: v.string(),
  phenotype: v.optional(v.string()),
  snippet: v.string(),
});
export type PharmacogenomicResult = v.InferOutput<typeof pharmacogenomicSchema>;

export const OTHER_FINDING_KINDS = [
  'internal_tandem_duplication',
  'exon_deletion',
  'exon_duplication',
  'gene_deletion',
  'gene_duplication',
  'amplification',
  'fusion',
] as const;

/** A finding stated in a form other than a variant: FLT3-ITD, exon deletion, amplification, fusion. */
export const otherFindingSchema = v.object({
  kind: v.picklist(OTHER_FINDING_KINDS),
  gene: v.array(v.string()),
  /** As the report writes it ("FLT3-ITD (allelic ratio 0.76)", "Deletion of exons 8-9"). */
  description: v.string(),
  classification: v.optional(v.string()),
  zygosity: v.optional(v.string()),
  snippet: v.string(),
});
export type OtherFinding = v.InferOutput<typeof otherFindingSchema>;

/** Where a code that is not a finding stands: the answer to "Why are codes listed?". */
export const LISTED_CODE_PLACES = [
  'methods',
  'gene_list',
  'references',
  'example',
  'not_detected',
  'tested_list',
] as const;
export const listedCodeSchema = v.object({
  text: v.string(),
  where: v.picklist(LISTED_CODE_PLACES),
});
export type ListedCode = v.InferOutput<typeof listedCodeSchema>;

/** What the extraction engine produces for one document. */
export const extractedReportSchema = v.object({
  /** Variants the report states as findings, each cross-checked. */
  variants: v.array(variantSchema),
  disease_options: v.array(diseaseOptionSchema),
  raw_text: v.string(),
  /** Absent in results stored before it existed. */
  uncertain_variants: v.optional(v.array(uncertainVariantSchema)),
  /**
   * Strings that look like variant notation but are not findings (methods, lists of tested
   * variants, negated sentences, unreadable OCR), at most 50; absent in older results.
   */
  variant_like: v.optional(v.array(v.string())),
  /**
   * False when the reading itself failed (OCR confidence, dictionary words, text per page): the
   * view must then not say that no variants were found. Every new result carries it and the two
   * below; results stored before them lack them (read as true, true and `not_stated`).
   */
  readable: v.optional(v.boolean()),
  /** False for a document that is not a genetic test report (recipe, invoice, blood count). */
  is_genetic_report: v.optional(v.boolean()),
  conclusion: v.optional(v.picklist(CONCLUSIONS)),
  /** The report's own result statement the conclusion was read from. */
  conclusion_statement: v.optional(v.string()),
  /** The report's sentence saying carriers are usually healthy ("Carriers are typically healthy"). */
  carrier_note: v.optional(v.string()),
  reading: v.optional(readingSchema),
  /** Codes named in methods, gene lists, examples or "not detected" statements: not findings. */
  listed_codes: v.optional(v.array(listedCodeSchema)),
  pharmacogenomics: v.optional(v.array(pharmacogenomicSchema)),
  other_findings: v.optional(v.array(otherFindingSchema)),
  /** PubMed ids the report cites without tying them to a variant (guidelines, methods). */
  references: v.optional(v.array(v.string())),
});
export type ExtractedReport = v.InferOutput<typeof extractedReportSchema>;

/** The upload response (spec section 3) and the body of `GET /api/genetic-report/report/{id}`. */
export const reportResultSchema = v.object({
  run_id: v.string(),
  processed_at: v.string(),
  ...extractedReportSchema.entries,
});
export type ReportResult = v.InferOutput<typeof reportResultSchema>;

export const REPORT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReportMediaType = (typeof REPORT_MEDIA_TYPES)[number];

/** @public Read by server/reports/read-upload.ts, whose imports knip 5.66 misses. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * A report waiting to be read: the `202` answer to an upload sent with `Prefer: respond-async`
 * (RFC 7240), and the answer of `GET /api/genetic-report/jobs/{job_id}` until it is read. Once
 * read, that GET answers the upload's result (200) or its error (`{ detail }`, 4xx/5xx), and
 * `DELETE` on the same address cancels it (the upload is then not kept). `ahead`: reports being
 * read or due before this one; `pages_read`/`pages` only while reading, when known.
 */
export const reportJobSchema = v.object({
  job_id: v.string(),
  status: v.picklist(['queued', 'reading']),
  ahead: v.number(),
  status_url: v.string(),
  pages_read: v.optional(v.number()),
  pages: v.optional(v.number()),
});
/** @public Used by the report queue (server) and the upload step (client). */
export type ReportJob = v.InferOutput<typeof reportJobSchema>;

/** `GET /api/genetic-report/jobs`: the patient's uploads still waiting or being read, newest first. */
export const reportJobListSchema = v.object({ jobs: v.array(reportJobSchema) });
