import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// pdf.js's core-js replaces Array.prototype.push thread-wide (several calls per push). The
// server runs an esbuild bundle with packages external, where module order differs from tsx's.
describe('pdf.js in the server bundle', () => {
  it('reads a PDF and leaves the engine’s own Array.prototype.push in place', async () => {
    const outfile = path.join(root, 'node_modules/.cache/pdfjs-native-push/entry.mjs');
    await build({
      stdin: {
        contents: `
          import vm from 'node:vm';
          import { readPdfPages } from './server/report/pdf-text.ts';
          import { tinyPdf } from './tests/report/support/tiny-pdf.ts';
          const pages = await readPdfPages(tinyPdf([['Hello pdf.js']]));
          // core-js also patches Function.prototype.toString: ask a pristine one
          const toString = vm.runInNewContext('Function.prototype.toString');
          const nativePush = toString.call(Array.prototype.push).includes('[native code]');
          console.log(JSON.stringify({ text: pages[0].items[0].str, nativePush }));`,
        resolveDir: root,
        loader: 'ts',
      },
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    const out = execFileSync(process.execPath, [outfile], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ text: 'Hello pdf.js', nativePush: true });
  }, 30_000);
});
