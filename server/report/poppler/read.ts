import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PdfPage } from '../pdf-text.ts';
import { LIMITS } from '../types.ts';
import { pagesFromPoppler } from './runs-to-items.ts';
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

async function readBoth(file: string, cwd: string): Promise<PdfPage[]> {
  const pages = ['-l', String(LIMITS.maxPages + 1)];
  const [xml, tsv] = await Promise.all([
    run(
      'pdftohtml',
      [
        '-xml',
        '-stdout',
        '-q',
        '-i',
        '-hidden',
        '-nodrm',
        '-noroundcoord',
        ...pages,
        '-zoom',
        String(ZOOM),
        file,
      ],
      cwd,
    ),
    run('pdftotext', ['-tsv', '-q', ...pages, file, '-'], cwd),
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
  const dir = await mkdtemp(path.join(tmpdir(), 'herd-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, bytes);
    const pages = await readBoth(file, dir);
    return pages.length > 0 && pages.length <= LIMITS.maxPages ? pages : undefined;
  } catch {
    return undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
