import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerInProcess } from '../../scripts/lib/start-server.ts';
import { call, registerUser, type TestUser, uploadForm } from '../server/support/http.ts';
import { pngLike, stubExtractor } from '../server/support/stub-extractor.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const script = (name: string, file: string, dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });

interface Acknowledged {
  /** The highest save of each patient the server answered 200, by patient. */
  saves: Map<TestUser, number>;
  /** Reports the server answered 200 for. */
  reports: Array<{ user: TestUser; id: string }>;
}

/**
 * Issue 24, "backups that work while serving": `npm run backup` while patients save answers and
 * upload reports, then `npm run restore` into an empty DATA_DIR: every write acknowledged before
 * the backup was asked for is there, and every report is readable (its key came along).
 */
describe('a backup of the embedded database taken while it serves', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });
  const folder = async (tag: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `herd-${tag}-`));
    folders.push(dir);
    return dir;
  };

  it('restores every acknowledged save and report', async () => {
    const dataDir = await folder('backup-live');
    const server = await startServerInProcess({
      dataDir,
      extractReport: stubExtractor,
      env: { RATE_LIMIT_UPLOAD_MAX: '1000' },
    });
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(server.url)));
    const acknowledged: Acknowledged = { saves: new Map(), reports: [] };
    let writing = true;
    const writers = users.map(async (user, index) => {
      for (let n = 1; writing; n++) {
        if (index === 0 && n % 3 === 0) {
          const upload = await call(server.url, 'POST', '/api/user/process-document', {
            token: user.token,
            body: uploadForm(pngLike(), 'report.png', 'image/png'),
          });
          if (upload.status === 200) {
            acknowledged.reports.push({ user, id: (upload.body as { run_id: string }).run_id });
          }
        }
        const save = await call(server.url, 'POST', '/api/user/onboarding', {
          token: user.token,
          json: { familyHistory: `save ${n}` },
        });
        if (save.status === 200) acknowledged.saves.set(user, n);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Everything acknowledged up to here must be in the backup.
    const before: Acknowledged = {
      saves: new Map(acknowledged.saves),
      reports: [...acknowledged.reports],
    };
    const backupFile = path.join(await folder('backup-file'), 'herd.backup');
    const made = await script('backup', backupFile, dataDir);
    expect(made.stdout).toMatch(/backup written/);
    writing = false;
    await Promise.all(writers);
    await server.close();
    expect((await fs.stat(backupFile)).mode & 0o077).toBe(0);
    expect(before.saves.size).toBe(users.length);
    expect(before.reports.length).toBeGreaterThan(0);

    const restoredDir = path.join(await folder('backup-restored'), 'data');
    const restored = await script('restore', backupFile, restoredDir);
    expect(restored.stdout).toMatch(/restored/);
    const again = await startServerInProcess({
      dataDir: restoredDir,
      extractReport: stubExtractor,
    });
    try {
      for (const [user, n] of before.saves) {
        const me = await call(again.url, 'GET', '/auth/me', { token: user.token });
        expect(me.status).toBe(200);
        const saved = Number(
          /save (\d+)/.exec((me.body as { familyHistory: string }).familyHistory)?.[1],
        );
        expect(saved).toBeGreaterThanOrEqual(n);
      }
      for (const { user, id } of before.reports.slice(-5)) {
        const report = await call(again.url, 'GET', `/api/genetic-report/report/${id}`, {
          token: user.token,
        });
        expect(report.status, id).toBe(200);
        expect((report.body as { run_id: string }).run_id).toBe(id);
      }
      const file = await fetch(`${again.url}/api/user/document`, {
        headers: { authorization: `Bearer ${before.reports[0]?.user.token}` },
      });
      expect(file.status).toBe(200);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses to restore into a DATA_DIR that is not empty', async () => {
    const dataDir = await folder('backup-busy');
    await fs.writeFile(path.join(dataDir, 'something'), 'x');
    await expect(script('restore', '/nonexistent.backup', dataDir)).rejects.toMatchObject({
      stderr: expect.stringMatching(/not empty/),
    });
  });
});
