import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Files of a folder, recursively, as paths relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the production build (project vite.config.ts)', () => {
  let work: string;
  let outDir: string;
  let files: string[];

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-build-'));
    outDir = path.join(work, 'dist');
    await fs.mkdir(path.join(work, 'public'));
    await fs.writeFile(
      path.join(work, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/main.ts"></script></body></html>',
    );
    await fs.writeFile(
      path.join(work, 'main.ts'),
      `document.getElementById('root')!.textContent = ${JSON.stringify('hello patient '.repeat(200))};\n`,
    );
    await fs.writeFile(path.join(work, 'public/theme-init.js'), `void ${'0 + '.repeat(300)}0;\n`);
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      root: work,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    files = await listFiles(outDir);
  }, 120_000);
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of every script, style sheet and page, public files included', async () => {
    const texts = files.filter((file) => /\.(js|css|html)$/.test(file));
    expect(texts).toContain('index.html');
    expect(texts).toContain('theme-init.js');
    expect(texts.some((file) => file.startsWith('assets/') && file.endsWith('.js'))).toBe(true);
    for (const file of texts) {
      const original = await fs.readFile(path.join(outDir, file));
      const br = await fs.readFile(path.join(outDir, `${file}.br`));
      const gz = await fs.readFile(path.join(outDir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), file).toBe(true);
    }
  });

  it('writes source maps without pointing the shipped files at them', async () => {
    const scripts = files.filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
    for (const file of scripts) {
      expect(files, file).toContain(`${file}.map`);
      expect(await fs.readFile(path.join(outDir, file), 'utf8'), file).not.toContain(
        'sourceMappingURL',
      );
    }
    expect(files.some((file) => file.endsWith('.map.br') || file.endsWith('.map.gz'))).toBe(false);
  });
});
