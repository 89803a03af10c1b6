import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { call, registerUser, type TestUser } from './support/http.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

const folders: string[] = [];
async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-startup-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

const userIdOf = (user: TestUser) =>
  JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()).sub as string;

describe('one process per embedded database', () => {
  it('refuses a second process on the same DATA_DIR, and takes over after a kill -9', async () => {
    const dataDir = await newDataDir();
    const first = await spawnServer({ dataDir, keepData: true });
    try {
      await expect(startServerInProcess({ dataDir })).rejects.toThrow(
        /Another server process \(pid \d+\) is using the embedded database/,
      );
      const user = await registerUser(first.url);
      expect((await call(first.url, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
      const exited = new Promise((resolve) => first.process.once('exit', resolve));
      first.process.kill('SIGKILL');
      await exited;
      // The lock file is still there, but its process is gone: the next start takes it.
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      const next = await spawnServer({ dataDir, keepData: true });
      const login = await call(next.url, 'POST', '/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
      await next.close();
    } finally {
      await first.close();
    }
  }, 180_000);
});

describe('damaged secrets', () => {
  it('refuses to start on a damaged jwt-secret instead of signing everyone out', async () => {
    const dataDir = await newDataDir();
    const server = await startServerInProcess({ dataDir });
    await server.close();
    const file = path.join(dataDir, 'jwt-secret');
    const original = await fs.readFile(file, 'utf8');
    for (const damaged of ['', original.slice(0, 20), `${original.slice(0, 40)}\u0000\u0000`]) {
      await fs.writeFile(file, damaged);
      await expect(startServerInProcess({ dataDir })).rejects.toThrow(
        /jwt-secret is damaged\. Restore it from a backup/,
      );
      expect(await fs.readFile(file, 'utf8')).toBe(damaged);
    }
  }, 180_000);
});

describe('files left by older versions and by crashes', () => {
  it('moves legacy upload files into the encrypted store and deletes orphan files', async () => {
    const dataDir = await newDataDir();
    const first = await startServerInProcess({ dataDir, extractReport: stubExtractor });
    const user = await registerUser(first.url);
    await first.close();

    // What an older version left: a report row pointing at a plain file, and a file that a
    // crash between writing the file and the row left without a row.
    const userId = userIdOf(user);
    const legacyId = randomUUID();
    const legacyKey = `${userId}/${randomUUID()}.png`;
    const orphanKey = `${userId}/${randomUUID()}.pdf`;
    const legacyBytes = pngLike();
    await fs.mkdir(path.join(dataDir, 'uploads', userId), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'uploads', legacyKey), legacyBytes);
    await fs.writeFile(path.join(dataDir, 'uploads', orphanKey), 'orphan');
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await migrate(db);
      const result = {
        run_id: legacyId,
        processed_at: new Date().toISOString(),
        variants: [],
        disease_options: [],
        raw_text: '',
      };
      await db.query(
        `insert into reports (id, user_id, file_name, media_type, byte_size, storage_key, result)
         values ($1, $2, 'old.png', 'image/png', $3, $4, $5)`,
        [legacyId, userId, legacyBytes.length, legacyKey, JSON.stringify(result)],
      );
      await db.query('update users set latest_report_id = $1 where id = $2', [legacyId, userId]);
    } finally {
      await db.close();
    }

    const second = await startServerInProcess({ dataDir, extractReport: stubExtractor });
    try {
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      const download = await fetch(`${second.url}/api/user/document`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(legacyBytes);
    } finally {
      await second.close();
    }
  }, 180_000);
});
