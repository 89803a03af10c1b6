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
