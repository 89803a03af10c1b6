import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { call, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { isolatedSchema } from './support/isolated-schema.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const key = () => randomBytes(32).toString('base64');

async function upload(url: string, user: TestUser, bytes: Uint8Array) {
  const response = await call(url, 'POST', '/api/user/process-document', {
    token: user.token,
    body: uploadForm(bytes, 'report.png', 'image/png'),
  });
  expect(response.status, response.text).toBe(200);
}

async function download(url: string, user: TestUser): Promise<Uint8Array> {
  const response = await fetch(`${url}/api/user/document`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.join(entry.parentPath, entry.name));
}

describe('data at rest on PGlite', () => {
  const folders: string[] = [];
  const newDataDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-at-rest-'));
    folders.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps DATA_DIR and everything the server wrote in it owner-only', async () => {
    const dataDir = await newDataDir();
    await fs.chmod(dataDir, 0o777);
    const server = await spawnServer({ dataDir, keepData: true });
    const user = await registerUser(server.url);
    await call(server.url, 'POST', '/api/user/onboarding', {
      token: user.token,
      json: { firstName: 'Private', familyHistory: 'x'.repeat(4000) },
    });
    await server.close();
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
    const files = await filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect((await fs.stat(file)).mode & 0o077, file).toBe(0);
    }
  }, 180_000);

  it('keeps no plain copy of an uploaded file anywhere in DATA_DIR', async () => {
    const dataDir = await newDataDir();
    const server = await startServerInProcess({ dataDir, extractReport: stubExtractor });
    const user = await registerUser(server.url);
    // Random bytes do not compress, so a plain copy would show up byte for byte.
    const bytes = pngLike(64 * 1024);
    await upload(server.url, user, bytes);
    expect(await download(server.url, user)).toEqual(bytes);
    await server.close();
    const probes = [1, 9, 17, 25, 33, 41, 49, 57].map((k) =>
      Buffer.from(bytes.subarray(k * 1024, k * 1024 + 48)),
    );
    for (const file of await filesUnder(dataDir)) {
      if (!(await fs.stat(file)).isFile()) continue;
      const content = await fs.readFile(file);
      for (const probe of probes) expect(content.includes(probe), file).toBe(false);
    }
  });

  it('rotates the report key: old keys still read, new files use the new key, rekey drops the old', async () => {
    const dataDir = await newDataDir();
    const [oldKey, newKey] = [key(), key()];
    const start = (env: Record<string, string>) =>
      startServerInProcess({ dataDir, env, extractReport: stubExtractor });

    const first = await start({ REPORT_ENCRYPTION_KEY: oldKey });
    const user = await registerUser(first.url);
    const before = pngLike();
    await upload(first.url, user, before);
    await first.close();

    // The new key alone cannot read what the old one wrote: refused at start, not at download.
    await expect(start({ REPORT_ENCRYPTION_KEY: newKey })).rejects.toThrow(
      /encrypted with key id.*REPORT_ENCRYPTION_OLD_KEYS/,
    );

    const second = await start({
      REPORT_ENCRYPTION_KEY: newKey,
      REPORT_ENCRYPTION_OLD_KEYS: oldKey,
    });
    expect(await download(second.url, user)).toEqual(before);
    await second.close();

    const rekey = await run(process.execPath, ['--import', 'tsx', 'scripts/rekey-reports.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        REPORT_ENCRYPTION_KEY: newKey,
        REPORT_ENCRYPTION_OLD_KEYS: oldKey,
      },
    });
    expect(rekey.stdout).toMatch(/^1 report files re-encrypted/);

    const third = await start({ REPORT_ENCRYPTION_KEY: newKey });
    expect(await download(third.url, user)).toEqual(before);
    await third.close();
  }, 180_000);

  it('generates a key into DATA_DIR when none is given, and refuses to start on a damaged one', async () => {
    const dataDir = await newDataDir();
    const server = await startServerInProcess({ dataDir });
    await server.close();
    const keyFile = path.join(dataDir, 'report-key');
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
    await fs.writeFile(keyFile, 'not a key');
    await expect(startServerInProcess({ dataDir })).rejects.toThrow(/report-key is damaged/);
    expect(await fs.readFile(keyFile, 'utf8')).toBe('not a key');
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('data at rest on PostgreSQL', () => {
  it('refuses to start without REPORT_ENCRYPTION_KEY or JWT_SECRET, and stores files encrypted', async () => {
    const database = await isolatedSchema(databaseUrl as string);
    try {
      await expect(
        startServerInProcess({
          databaseUrl: database.url,
          env: { REPORT_ENCRYPTION_KEY: ' ' },
        }),
      ).rejects.toThrow(/REPORT_ENCRYPTION_KEY must be set when DATABASE_URL is/);
      // Tokens signed by one process must open every other: no per-process generated secret.
      await expect(
        startServerInProcess({ databaseUrl: database.url, env: { JWT_SECRET: ' ' } }),
      ).rejects.toThrow(/JWT_SECRET must be set when DATABASE_URL is/);

      const server = await startServerInProcess({
        databaseUrl: database.url,
        extractReport: stubExtractor,
      });
      try {
        const user = await registerUser(server.url);
        const bytes = pngLike(8192);
        await upload(server.url, user, bytes);
        const { rows } = await database.query('select payload from report_files');
        expect(rows).toHaveLength(1);
        const stored = rows[0].payload as Buffer;
        expect(stored.includes(Buffer.from(bytes.subarray(1024, 1072)))).toBe(false);
        expect(stored.length).toBeGreaterThan(bytes.length);
        expect(await download(server.url, user)).toEqual(bytes);
      } finally {
        await server.close();
      }
    } finally {
      await database.drop();
    }
  });
});
