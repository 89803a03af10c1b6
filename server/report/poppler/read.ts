import { execFile, spawnSync } from 'node:child_process';
import type { PdfPage } from '../pdf-page.ts';
import { LIMITS } from '../types.ts';
import { pagesFromPoppler } from './runs-to-items.ts';
import { withScratchFile } from './scratch-file.ts';
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

function run(tool: string, args: string[], cwd: string): Promise<string> {
  // the address-space cap keeps a hostile file from taking the server's memory
  const [command, argv] = tools?.prlimit
    ? ['prlimit', [`--as=${MAX_ADDRESS_SPACE}`, '--', tool, ...args]]
    : [tool, args];
  const options = { cwd, timeout: LIMITS.timeLimitMs, killSignal: 'SIGKILL' as const };
  return new Promise((resolve, reject) => {
    execFile(command, argv, { ...options, maxBuffer: MAX_OUTPUT_BYTES }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

// runs as XML, hidden text too (pdf.js reads it), images left out, coordinates unrounded
const PDFTOHTML = ['-xml', '-stdout', '-q', '-i', '-hidden', '-nodrm', '-noroundcoord'];
const PAGES = ['-l', String(LIMITS.maxPages + 1)];

async function readBoth(file: string, cwd: string): Promise<PdfPage[]> {
  const [xml, tsv] = await Promise.all([
    run('pdftohtml', [...PDFTOHTML, ...PAGES, '-zoom', String(ZOOM), file], cwd),
    run('pdftotext', ['-tsv', '-q', ...PAGES, file, '-'], cwd),
  ]);
  return pagesFromPoppler(runsFromPdftohtmlXml(xml, ZOOM), wordsFromPdftotextTsv(tsv));
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
