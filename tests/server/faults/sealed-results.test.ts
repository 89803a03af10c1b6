import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerInProcess } from '../../../scripts/lib/start-server.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import type { ReportExtractor } from '../../../server/reports/report-extractor.ts';
import { call, registerUser, type TestUser, uploadForm } from '../support/http.ts';
import { isolatedSchema } from '../support/isolated-schema.ts';
import { pngLike, stubExtractor } from '../support/stub-extractor.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A report text with a name and a date of birth no other test writes. */
const reportText = () =>
  `Patient: Marker${randomUUID().replaceAll('-', '')} DOB 1984-02-29 HBB c.20A>T`;

/** The engine's answer for a report whose text is `text`. */
const extractorSaying =
  (text: string): ReportExtractor =>
  async (...args) => ({ ...(await stubExtractor(...args)), raw_text: text });

async function uploadAndRead(url: string, user: TestUser) {
  const upload = await call(url, 'POST', '/api/user/process-document', {
    token: user.token,
    body: uploadForm(pngLike(), 'report.png', 'image/png'),
  });
  expect(upload.status, upload.text).toBe(200);
  const id = (upload.body as { run_id: string }).run_id;
  const result = await call(url, 'GET', `/api/genetic-report/report/${id}`, { token: user.token });
  expect(result.status).toBe(200);
  return result.body as { raw_text: string };
}

async function filesHolding(folder: string, needle: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  const holding: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await fs.readFile(file)).includes(Buffer.from(needle))) holding.push(file);
  }
  return holding;
}

/** Issue 24, item 2: the extracted text was stored in plain text while the file was encrypted. */
describe('report results at rest on PGlite', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps no plain copy of a report text in DATA_DIR (tables and WAL)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-sealed-'));
    folders.push(dataDir);
    const text = reportText();
    const server = await startServerInProcess({ dataDir, extractReport: extractorSaying(text) });
    const user = await registerUser(server.url);
    expect((await uploadAndRead(server.url, user)).raw_text).toBe(text);
    await server.close();
    expect(await filesHolding(dataDir, text.slice(9, 41))).toEqual([]);
  });

  it('seals results stored in plain text before, and keeps no plain copy in tables or WAL', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-sealed-'));
    folders.push(dataDir);
    const first = await startServerInProcess({ dataDir, extractReport: stubExtractor });
    const user = await registerUser(first.url);
    const stored = await uploadAndRead(first.url, user);
    await first.close();
    // As a server before migration 9 stored it: the result in plain text.
    const text = reportText();
    const db = await openDatabase({ databaseUrl: null, dataDir });
    await db.query(`update reports set result = $1, result_key_id = null, result_payload = null`, [
      JSON.stringify({ ...stored, raw_text: text }),
    ]);
    await db.close();

    const second = await startServerInProcess({ dataDir, extractReport: stubExtractor });
    const me = await call(second.url, 'GET', '/auth/me', { token: user.token });
    const id = (me.body as { latestReportId: string }).latestReportId;
    const result = await call(second.url, 'GET', `/api/genetic-report/report/${id}`, {
      token: user.token,
    });
    expect((result.body as { raw_text: string }).raw_text).toBe(text);
    await second.close();
    expect(await filesHolding(dataDir, text.slice(9, 41))).toEqual([]);
  });
});

describe.skipIf(!databaseUrl)('report results at rest on PostgreSQL', () => {
  it('stores the result sealed with the report key, never its text', async () => {
    const database = await isolatedSchema(databaseUrl as string);
    const text = reportText();
    const server = await startServerInProcess({
      databaseUrl: database.url,
      env: database.queueEnv,
      extractReport: extractorSaying(text),
    });
    try {
      const user = await registerUser(server.url);
      expect((await uploadAndRead(server.url, user)).raw_text).toBe(text);
      const { rows } = await database.query('select result, result_payload from reports');
      expect(rows).toHaveLength(1);
      expect(rows[0].result).toBeNull();
      expect((rows[0].result_payload as Buffer).includes(Buffer.from(text))).toBe(false);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
