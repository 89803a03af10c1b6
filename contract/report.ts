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

/** What the extraction engine produces for one document. */
export const extractedReportSchema = v.object({
  variants: v.array(variantSchema),
  disease_options: v.array(diseaseOptionSchema),
  raw_text: v.string(),
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

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
