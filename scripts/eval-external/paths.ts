import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const sharedEval = path.resolve(root, '../shared/eval');
export const external = path.join(sharedEval, 'external');

export const corporaDir = path.join(external, 'data/corpora');
export const hgvsDir = path.join(external, 'data/hgvs');
export const ocrSyntheticFile = path.join(
  external,
  'data/ocr_synthetic/AaronYuuu_PDF_benchmarking_NERRE_dataset.jsonl',
);
export const reportFiles = path.join(external, 'reports/files');
export const reportGold = path.join(external, 'reports/gold');
export const overPageLimit = path.join(external, 'reports/over-page-limit');
/** The whole Mayo report: its printed HGVS strings join the valid list (as the baseline did). */
export const mayoReport = path.join(overPageLimit, 'real-mayo-geneguide.pdf');

export function hasExternalSet(): boolean {
  return existsSync(path.join(external, 'README.md'));
}

/** A fresh folder for one run's intermediate files (or the one given with --work). */
export function workDir(given?: string): string {
  if (given) {
    mkdirSync(given, { recursive: true });
    return path.resolve(given);
  }
  return mkdtempSync(path.join(os.tmpdir(), 'eval-external-'));
}
