// Uploads every PDF/JPG/PNG of a folder to a running server with the shared eval's
// run-against-server.mjs; the answers by file name, timings under `__meta__`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedEval } from './paths.ts';

export function uploadFolder(base: string, dir: string, out: string): Record<string, unknown> {
  try {
    execFileSync(
      process.execPath,
      [
        path.join(sharedEval, 'run-against-server.mjs'),
        '--base',
        base,
        '--files',
        dir,
        '--out',
        out,
        '--timeout-s',
        '300',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  } catch {
    // exit 1 = some upload failed; the answers file still records each file's status
  }
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
}
