import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractInProcess } from '../../server/report/extract-in-process.ts';
import { EVAL_DIR } from '../server/support/eval-files.ts';

// The real published reports of ../shared/eval/external (PDFs only: photos go through OCR and
// are measured by `npm run eval:external -- --only reports`). A regression guard, not the benchmark.
interface Gold {
  files: string[];
  variants: { hgvs: string[]; dbSNP?: string[] }[];
  optional?: { dbSNP?: string[] };
}
const dir = path.join(EVAL_DIR, 'external/reports');
const golds: Gold[] = existsSync(path.join(dir, 'gold'))
  ? readdirSync(path.join(dir, 'gold')).map(
      (f) => JSON.parse(readFileSync(path.join(dir, 'gold', f), 'utf8')) as Gold,
    )
  : [];
const cases = golds.flatMap((gold) =>
  gold.files.filter((f) => f.endsWith('.pdf')).map((file) => ({ file, gold })),
);

const dna = (ids: string[]) =>
  ids.filter((h) => /^[cgm]\./.test(h)).map((h) => h.replace(/(del|dup)[ACGT]+$/, '$1'));

describe.skipIf(cases.length === 0)('real reports (PDF)', () => {
  it.each(cases)(
    '$file: every gold variant, and nothing the report does not state',
    async ({ file, gold }) => {
      const bytes = new Uint8Array(readFileSync(path.join(dir, 'files', file)));
      const report = await extractInProcess(bytes, 'application/pdf');
      const emitted = report.variants.flatMap((v) => dna(v.var));
      const expected = gold.variants.flatMap((v) => dna(v.hgvs));
      expect(new Set(emitted)).toEqual(new Set(expected));
      const rsids = report.variants.flatMap((v) => v.dbSNP);
      const allowed = [
        ...gold.variants.flatMap((v) => v.dbSNP ?? []),
        ...(gold.optional?.dbSNP ?? []),
      ];
      for (const rs of gold.variants.flatMap((v) => v.dbSNP ?? [])) expect(rsids).toContain(rs);
      for (const rs of rsids) expect(allowed).toContain(rs);
    },
  );

  it('reads the 38-page report whole', async () => {
    const file = path.join(dir, 'over-page-limit/real-mayo-geneguide.pdf');
    if (!existsSync(file)) return;
    const report = await extractInProcess(new Uint8Array(readFileSync(file)), 'application/pdf');
    expect(report.variants.map((v) => v.var[0])).toContain('c.1075A>C');
    expect(report.variants).toHaveLength(8);
  });
});
