import path from 'node:path';
import type { PdfPage } from '../pdf-page.ts';
import { LIMITS } from '../types.ts';
import { commandRuns, readToolOutput, runLimitedTool } from './limited-tool.ts';
import { pagesFromPoppler } from './runs-to-items.ts';
import { withScratchFile } from './scratch-file.ts';
import { wordsFromPdftotextTsv } from './tsv-words.ts';
import { runsFromPdftohtmlXml } from './xml-runs.ts';

/** pdftohtml's largest zoom: positions to a third of a point, font sizes floored to one. */
const ZOOM = 3;

let poppler: boolean | undefined;

/** Whether this machine has Poppler's tools (Debian: poppler-utils); asked once. */
export function popplerAvailable(): boolean {
  poppler ??= commandRuns('pdftohtml', ['-v']) && commandRuns('pdftotext', ['-v']);
  return poppler;
}

/** Runs a tool writing its output to `output` and returns that output. */
async function run(tool: string, args: string[], cwd: string, output: string): Promise<string> {
  await runLimitedTool(tool, args, cwd);
  return (await readToolOutput(tool, output)).toString('utf8');
}

// runs as XML, hidden text too (pdf.js reads it), images left out, coordinates unrounded
const PDFTOHTML = ['-xml', '-q', '-i', '-hidden', '-nodrm', '-noroundcoord'];
const PAGES = ['-l', String(LIMITS.maxPages + 1)];

/** Both tools at once, each output parsed as soon as its tool ends. */
async function readBoth(file: string, dir: string): Promise<PdfPage[]> {
  const runs = path.join(dir, 'runs');
  const words = path.join(dir, 'words.tsv');
  const [runPages, wordPages] = await Promise.all([
    run(
      'pdftohtml',
      [...PDFTOHTML, ...PAGES, '-zoom', String(ZOOM), file, runs],
      dir,
      `${runs}.xml`,
    ).then((xml) => runsFromPdftohtmlXml(xml, ZOOM)),
    run('pdftotext', ['-tsv', '-q', ...PAGES, file, words], dir, words).then(wordsFromPdftotextTsv),
  ]);
  return pagesFromPoppler(runPages, wordPages);
}

/**
 * The PDF's text runs read by Poppler, a native reader several times faster than pdf.js; or
 * undefined when Poppler is missing, cannot read the file or finds more pages than the limit:
 * pdf.js then reads it and gives the patient its answer (docs/report-extraction.md).
 */
export async function readPdfPagesWithPoppler(bytes: Uint8Array): Promise<PdfPage[] | undefined> {
  if (!popplerAvailable()) return undefined;
  try {
    const pages = await withScratchFile(bytes, readBoth);
    return pages.length > 0 && pages.length <= LIMITS.maxPages ? pages : undefined;
  } catch {
    return undefined;
  }
}
