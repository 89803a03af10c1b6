import { assembleReport } from './assembly/index.ts';
import { buildDocument, linesToText } from './document.ts';
import { geneDictionary } from './gene-dictionary.ts';
import { decodeJpeg, decodePng } from './image-decode.ts';
import { prepareForOcr } from './image-preprocess.ts';
import { layoutPages } from './layout.ts';
import { ocrImage } from './ocr.ts';
import { renderPdfPageImages } from './pdf-images.ts';
import { readPdfPages } from './pdf-text.ts';
import type { ExtractedReport, PageProgress, ReportMediaType } from './types.ts';
import { ReportExtractionError } from './types.ts';

const MIN_TEXT_CHARS = 40;

/** Runs the whole pipeline on the calling thread; `index.ts` runs it inside a worker. */
export async function extractInProcess(
  bytes: Uint8Array,
  mediaType: ReportMediaType,
  onProgress: (progress: PageProgress) => void = () => undefined,
): Promise<ExtractedReport> {
  const rawText =
    mediaType === 'application/pdf'
      ? await pdfText(bytes, onProgress)
      : await photoText(bytes, mediaType);
  if (rawText.trim().length === 0) {
    throw new ReportExtractionError('No text was found in this report.');
  }
  return fromText(rawText);
}

async function pdfText(
  bytes: Uint8Array,
  onProgress: (progress: PageProgress) => void,
): Promise<string> {
  const pages = await readPdfPages(bytes);
  const text = linesToText(layoutPages(pages));
  if (text.replace(/\s/g, '').length >= MIN_TEXT_CHARS) return text;
  // a scanned PDF: its pages are pictures, so read them by OCR
  const images = await renderPdfPageImages(bytes);
  const parts: string[] = [];
  onProgress({ read: 0, pages: images.length });
  for (const image of images) {
    parts.push(await ocrImage(prepareForOcr(image)));
    onProgress({ read: parts.length, pages: images.length });
  }
  return parts.join('\n\n');
}

async function photoText(bytes: Uint8Array, mediaType: ReportMediaType): Promise<string> {
  const image = mediaType === 'image/png' ? decodePng(bytes) : decodeJpeg(bytes);
  return ocrImage(prepareForOcr(image));
}

export function fromText(rawText: string): ExtractedReport {
  const doc = buildDocument(rawText);
  const report = assembleReport(doc, geneDictionary());
  return {
    variants: report.variants,
    disease_options: report.diseaseOptions,
    raw_text: rawText,
    uncertain_variants: report.uncertain,
    variant_like: report.variantLike,
  };
}
