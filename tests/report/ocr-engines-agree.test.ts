import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { extractInProcess } from '../../server/report/extract-in-process.ts';
import { decodeJpeg } from '../../server/report/image-decode.ts';
import { nativeOcrAvailable, nativeTsv } from '../../server/report/ocr/engine-native.ts';
import { closeOcr } from '../../server/report/ocr.ts';
import { blocksFromTsv } from '../../server/report/text/ocr-tsv.ts';

// Photos are read by the `tesseract` command where the machine has it and by tesseract.js
// elsewhere, both with the same model: a legible photo must tell the patient the same either way.
// (A blurred one may differ: each engine guesses differently at letters it cannot see.) CI
// installs tesseract-ocr, so both engines run there.
const photos = ['car-cf.photo.jpg', 'neg-cardio.photo.jpg', 'not-recipe.photo.jpg'];

const photo = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, 'truth-set', name)));

async function answer(name: string) {
  const r = await extractInProcess(photo(name), 'image/jpeg');
  return {
    readable: r.readable,
    is_genetic_report: r.is_genetic_report,
    conclusion: r.conclusion,
    variants: r.variants.map((v) => [v.gene, v.var, v.classification, v.zygosity]),
  };
}

describe.skipIf(!nativeOcrAvailable())('the two OCR engines agree on legible photos', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  afterAll(() => closeOcr());

  // a failing command falls back to tesseract.js without a word: the comparison below would then
  // compare tesseract.js with itself
  it('the command itself reads a photo', async () => {
    const blocks = blocksFromTsv(await nativeTsv(decodeJpeg(photo('car-cf.photo.jpg'))));
    const words = blocks.flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)),
    );
    expect(words.map((w) => w.text)).toContain('CFTR');
    expect(Math.min(...words.map((w) => w.confidence ?? -1))).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it.each(photos)(
    '%s',
    async (name) => {
      const byCommand = await answer(name);
      vi.stubEnv('REPORT_OCR_ENGINE', 'tesseract.js');
      const byWasm = await answer(name);
      expect(byCommand).toEqual(byWasm);
      expect(byCommand.readable).toBe(true);
    },
    120_000,
  );
});
