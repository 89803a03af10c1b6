import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { reportResultSchema } from '@contract/report';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { evalFile } from './support/eval-files.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from './support/http.ts';

const reportPdf = evalFile('dev-02.pdf');

function corruptPdf(): Uint8Array {
  const junk = new Uint8Array(4096).map((_, i) => (i * 131 + 7) % 251);
  return new Uint8Array([
    ...new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Len'),
    ...junk,
  ]);
}

describe.each(databaseVariants())('report upload and retrieval on $name', (variant) => {
  let server: LocalServer;
  let url: string;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startServerInProcess({ databaseUrl: variant.databaseUrl });
    url = server.url;
    owner = await registerUser(url, 'Owner');
    stranger = await registerUser(url, 'Stranger');
  });
  afterAll(() => server?.close());

  const upload = (user: TestUser, bytes: Uint8Array, name: string, type: string) =>
    call(url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(bytes, name, type),
    });

  describe.skipIf(!reportPdf)('a real report PDF', () => {
    // One upload shared by the tests below; the first one to ask pays for the extraction.
    let uploaded: Promise<v.InferOutput<typeof reportResultSchema>> | undefined;
    const uploadedReport = () => {
      uploaded ??= upload(owner, reportPdf as Uint8Array, 'report.pdf', 'application/pdf').then(
        (response) => {
          expect(response.status, response.text).toBe(200);
          return v.parse(reportResultSchema, response.body);
        },
      );
      return uploaded;
    };

    it('answers the spec result with run_id, processed_at, variants and the text', async () => {
      const result = await uploadedReport();
      expect(result.run_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(result.processed_at))).toBe(false);
      expect(Array.isArray(result.variants)).toBe(true);
      expect(result.raw_text).toContain('BRCA2');
    }, 180_000);

    it('returns the stored result by id, to its owner only', async () => {
      const result = await uploadedReport();
      const mine = await call(url, 'GET', `/api/genetic-report/report/${result.run_id}`, {
        token: owner.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual(result);

      const theirs = await call(url, 'GET', `/api/genetic-report/report/${result.run_id}`, {
        token: stranger.token,
      });
      const unknown = await call(url, 'GET', '/api/genetic-report/report/no-such-report', {
        token: owner.token,
      });
      const hostile = await call(
        url,
        'GET',
        `/api/genetic-report/report/${encodeURIComponent("1' OR '1'='1")}`,
        { token: owner.token },
      );
      for (const response of [theirs, unknown, hostile]) {
        expect(response.status).toBe(404);
        expect(detailOf(response)).toBe(detailOf(unknown));
      }
    });

    it('points documentUrl at an authenticated download of the upload', async () => {
      await uploadedReport();
      const me = await call(url, 'GET', '/auth/me', { token: owner.token });
      const documentUrl = (me.body as { documentUrl: string }).documentUrl;
      expect(documentUrl).toBe('/api/user/document');
      const download = await fetch(`${url}${documentUrl}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(reportPdf);
      expect((await fetch(`${url}${documentUrl}`)).status).toBe(401);
      const none = await call(url, 'GET', documentUrl, { token: stranger.token });
      expect(none.status).toBe(404);
    });

    it('keeps no plain copy of the file in DATA_DIR, and no route serves stored files', async () => {
      await uploadedReport();
      expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
      // A run of bytes from the middle of the PDF appears in no file of the data folder.
      const pdf = reportPdf as Uint8Array;
      const probe = Buffer.from(pdf.subarray(pdf.length >> 1, (pdf.length >> 1) + 64));
      const entries = await fs.readdir(server.dataDir, { recursive: true, withFileTypes: true });
      for (const entry of entries.filter((e) => e.isFile())) {
        const content = await fs.readFile(path.join(entry.parentPath, entry.name));
        expect(content.includes(probe), entry.name).toBe(false);
      }
      const direct = await call(url, 'GET', '/uploads/report.pdf');
      expect(direct.status).toBe(404);
    });
  });

  it('answers 413 for an 11 MB upload', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const response = await upload(owner, big, 'big.pdf', 'application/pdf');
    expect(response.status).toBe(413);
    expect(detailOf(response)).toMatch(/10 MB/);
  });

  it('answers 415 for a .pdf that is really a text file', async () => {
    const text = new TextEncoder().encode('Just some notes, definitely not a PDF.\n'.repeat(20));
    const response = await upload(owner, text, 'report.pdf', 'application/pdf');
    expect(response.status).toBe(415);
    expect(detailOf(response)).toMatch(/PDF, JPEG and PNG/);
  });

  it('answers a clear 422 for a corrupt PDF and keeps serving', async () => {
    const response = await upload(owner, corruptPdf(), 'broken.pdf', 'application/pdf');
    expect(response.status).toBe(422);
    expect(detailOf(response).length).toBeGreaterThan(10);
    expect((await call(url, 'GET', '/api/health')).status).toBe(200);
    expect((await call(url, 'GET', '/auth/me', { token: owner.token })).status).toBe(200);
  }, 60_000);

  it('answers 422 without a file field, 415 for a JSON body, 422 for an empty file', async () => {
    const form = new FormData();
    form.set('other', 'value');
    const noFile = await call(url, 'POST', '/api/user/process-document', {
      token: owner.token,
      body: form,
    });
    expect(noFile.status).toBe(422);
    expect(detailOf(noFile)).toMatch(/file is required/);
    const json = await call(url, 'POST', '/api/user/process-document', {
      token: owner.token,
      json: { file: 'x' },
    });
    expect(json.status).toBe(415);
    const empty = await upload(owner, new Uint8Array(), 'empty.pdf', 'application/pdf');
    expect(empty.status).toBe(422);
  });
});
