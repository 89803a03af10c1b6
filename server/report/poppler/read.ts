import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PdfPage } from '../pdf-page.ts';
import { LIMITS } from '../types.ts';
import { pagesFromPoppler } from './runs-to-items.ts';
import { withScratchFile } from './scratch-file.ts';
import { runTool } from './tool-runner-client.ts';
import { wordsFromPdftotextTsv } from './tsv-words.ts';
import { runsFromPdftohtmlXml } from './xml-runs.ts';

/** pdftohtml's largest zoom: positions to a third of a point, font sizes floored to one. */
const ZOOM = 3;
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const MAX_ADDRESS_SPACE = 1024 * 1024 * 1024;

let tools: { poppler: boolean; prlimit: boolean } | undefined;

function found(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 5_000 }).status === 0;
}

/** Whether this machine has Poppler's tools (Debian: poppler-utils); asked once. */
export function popplerAvailable(): boolean {
  tools ??= {
    poppler: found('pdftohtml', ['-v']) && found('pdftotext', ['-v']),
    prlimit: found('prlimit', ['--version']),
  };
  return tools.poppler;
}

/**
 * The limits keep a hostile file from taking the server's memory (address space), its /dev/shm
 * (output size) or its processors (CPU seconds, also if the runner that would kill it is gone).
 */
const PRLIMITS = [
  `--as=${MAX_ADDRESS_SPACE}`,
  `--fsize=${MAX_OUTPUT_BYTES}`,
  `--cpu=${Math.ceil(LIMITS.timeLimitMs / 1000)}`,
];

/**
 * Runs a native tool (Poppler's, tesseract) on a patient's file under the limits above; its output
 * is in the files it was told to write.
 */
export async function runLimitedTool(tool: string, args: string[], cwd: string): Promise<void> {
  popplerAvailable();
  const [command, argv] = tools?.prlimit
    ? ['prlimit', [...PRLIMITS, '--', tool, ...args]]
    : [tool, args];
  await runTool({ command, args: argv, cwd, timeoutMs: LIMITS.timeLimitMs });
}

/** Reads what a tool wrote, refused over the output limit (prlimit stops it there too). */
export async function readToolOutput(tool: string, output: string): Promise<Buffer> {
  const { size } = await stat(output);
  if (size > MAX_OUTPUT_BYTES) throw new Error(`${tool} wrote more than the output limit`);
  return readFile(output);
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
