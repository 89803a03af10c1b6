import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/lib/start-server.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { databaseVariants } from './support/databases.ts';
import { evalFile } from './support/eval-files.ts';
import { call, registerUser, uploadForm } from './support/http.ts';

const pdf = evalFile('dev-05.pdf');

describe.each(databaseVariants())('restart safety on $name', (variant) => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps accounts, profiles, tokens and reports across a restart of the real process', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-restart-'));
    dataDirs.push(dataDir);
    const options = { dataDir, keepData: true, databaseUrl: variant.databaseUrl };

    const first = await spawnServer(options);
    const user = await registerUser(first.url, 'Restart Patient');
    const profile = {
      firstName: 'Rita',
      lastName: 'Restart',
      dateOfBirth: '1985-07-04',
      gender: 'prefer-not-to-say',
      state: 'MI',
      symptoms: ['a', 'b, with a comma', 'c'],
      checklistItems: ['relevantFamilyHistory'],
      appointmentDate: '2031-01-02T09:00:00.000Z',
    };
    expect(
      (await call(first.url, 'POST', '/api/user/onboarding', { token: user.token, json: profile }))
        .status,
    ).toBe(200);
    let runId: string | null = null;
    if (pdf) {
      const upload = await call(first.url, 'POST', '/api/user/process-document', {
        token: user.token,
        body: uploadForm(pdf, 'report.pdf', 'application/pdf'),
      });
      expect(upload.status, upload.text).toBe(200);
      runId = (upload.body as { run_id: string }).run_id;
    }
    const before = await call(first.url, 'GET', '/auth/me', { token: user.token });
    await first.close();

    const second = await spawnServer(options);
    try {
      // The token issued before the restart still verifies: the generated secret persisted.
      const after = await call(second.url, 'GET', '/auth/me', { token: user.token });
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before.body);
      expect(after.body).toMatchObject(profile);
      const login = await call(second.url, 'POST', '/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
      if (runId) {
        const report = await call(second.url, 'GET', `/api/genetic-report/report/${runId}`, {
          token: user.token,
        });
        expect(report.status).toBe(200);
        const document = await fetch(`${second.url}/api/user/document`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        expect(new Uint8Array(await document.arrayBuffer())).toEqual(pdf);
      }
    } finally {
      await second.close();
    }

    // A further start applies no migration.
    const db = await openDatabase({ databaseUrl: variant.databaseUrl ?? null, dataDir });
    try {
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
