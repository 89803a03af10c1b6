import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractInProcess } from '../../../server/report/extract-in-process.ts';

const set = path.resolve(import.meta.dirname, '../truth-set');
const truth = JSON.parse(readFileSync(path.join(set, 'truth.json'), 'utf8')) as Record<
  string,
  { kind: string; gene?: string; gold?: string[] }
>;
const pdfs = Object.entries(truth).filter(([file]) => file.endsWith('.pdf'));

// The PDFs of the development set (npm run truth-set); its photos are scored by
// `npm run eval:external -- --only truth`, which OCR makes too slow for a unit test.
describe('development set of issue 23: the PDFs', () => {
  it.each(pdfs)('%s', async (file, expected) => {
    const r = await extractInProcess(
      new Uint8Array(readFileSync(path.join(set, file))),
      'application/pdf',
    );
    expect(r.readable).toBe(true);
    if (expected.kind === 'non-report') {
      expect(r.is_genetic_report).toBe(false);
      expect(r.variants).toEqual([]);
    } else if (expected.kind === 'negative') {
      expect(r).toMatchObject({ is_genetic_report: true, conclusion: 'negative', variants: [] });
      expect(r.variant_like).toEqual([]);
    } else {
      expect(r.conclusion).toBe('carrier');
      expect(r.variants.length).toBeGreaterThan(0);
      for (const v of r.variants) expect(v.zygosity).toBeTruthy();
      expect(r.variants.map((v) => v.gene[0])).toContain(expected.gene);
      const written = r.variants.flatMap((v) => v.var.filter((x) => /^[cp]\./.test(x)));
      expect(written.filter((x) => !expected.gold?.includes(x))).toEqual([]);
    }
  });
});
