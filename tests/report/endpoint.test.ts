import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { closeReportExtraction } from '../../server/report/index.ts';
import { EVAL_DIR } from '../server/support/eval-files.ts';
import { call, registerUser, type TestUser, uploadForm } from '../server/support/http.ts';

interface GoldVariant {
  gene: string;
  hgvs: string[];
  classification?: string;
}
interface Gold {
  report: string;
  files: string[];
  variants: GoldVariant[];
}
interface ResultVariant {
  var: string[];
  gene: string[];
  classification?: string;
}
interface Result {
  run_id: string;
  variants: ResultVariant[];
}

const golds: Gold[] = existsSync(EVAL_DIR)
  ? readdirSync(EVAL_DIR)
      .filter((f) => f.endsWith('.gold.json'))
      .map((f) => JSON.parse(readFileSync(path.join(EVAL_DIR, f), 'utf8')) as Gold)
  : [];
const cases = golds.flatMap((gold) => gold.files.map((file) => ({ file, gold })));

/** c.1521_1523delCTT = c.1521_1523del; only DNA-level descriptions identify a variant. */
const dnaKey = (h: string) => h.replace(/(del|dup)[ACGTN]+$/i, '$1');
const dnaOf = (v: { hgvs?: string[]; var?: string[] }) =>
  (v.hgvs ?? v.var ?? []).filter((h) => /^[cgmn]\./.test(h)).map(dnaKey);

const mediaTypeOf = (file: string) =>
  file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';

describe.skipIf(cases.length === 0)(
  'development reports through POST /api/user/process-document',
  () => {
    let server: LocalServer;
    let user: TestUser;

    beforeAll(async () => {
      server = await startServerInProcess();
      user = await registerUser(server.url, 'Report Reader');
    });
    afterAll(async () => {
      await server?.close();
      await closeReportExtraction();
    });

    it.each(cases)(
      '$file returns the gold variants with gene and classification',
      async ({ file, gold }) => {
        const bytes = new Uint8Array(readFileSync(path.join(EVAL_DIR, file)));
        const response = await call(server.url, 'POST', '/api/user/process-document', {
          token: user.token,
          body: uploadForm(bytes, file, mediaTypeOf(file)),
        });
        expect(response.status, response.text).toBe(200);
        const result = response.body as Result;
        if (gold.variants.length === 0) {
          expect(result.variants).toEqual([]);
        }
        for (const goldVariant of gold.variants) {
          const match = result.variants.find((v) =>
            dnaOf(v).some((h) => dnaOf(goldVariant).includes(h)),
          );
          expect(match, `${goldVariant.hgvs.join(' ')} in ${file}`).toBeDefined();
          expect(match?.gene).toContain(goldVariant.gene);
          expect(match?.classification).toBe(goldVariant.classification);
        }
        expect(result.variants).toHaveLength(gold.variants.length);

        const stored = await call(
          server.url,
          'GET',
          `/api/genetic-report/report/${result.run_id}`,
          {
            token: user.token,
          },
        );
        expect(stored.status).toBe(200);
        expect((stored.body as Result).variants).toEqual(result.variants);
      },
      180_000,
    );
  },
);
