import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageWatch, MIN_FREE_BYTES } from '../../../server/db/storage-full.ts';
import { describeStartError } from '../../../server/run-process.ts';
import {
  openTestDatabase,
  type ServedApp,
  serveAppOn,
  type TestDatabase,
} from '../support/app-on-database.ts';
import { databaseVariants } from '../support/databases.ts';
import { type StatementFault, withFailingStatement } from '../support/failing-statement.ts';
import { call, detailOf, registerUser } from '../support/http.ts';

// What PostgreSQL (and PGlite) answer when a write cannot extend a file on a full disk.
const diskFull = () =>
  Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
    code: '53100',
  });

describe.each(databaseVariants())('a full disk on $name (issue 24, item 6)', (variant) => {
  const statement: StatementFault = { error: null };
  let database: TestDatabase;
  let app: ServedApp;
  beforeAll(async () => {
    database = await openTestDatabase(variant);
    // Every write of a profile (the users row) meets the full disk while the fault is armed.
    app = await serveAppOn(
      withFailingStatement(database.db, /^update "users"|^update users/i, statement),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers saves with 503 and Retry-After, and readiness says not ready', async () => {
    const user = await registerUser(app.url);
    statement.error = diskFull();
    try {
      const save = await call(app.url, 'POST', '/api/user/onboarding', {
        token: user.token,
        json: { hasGeneticReport: false },
      });
      expect(save.status, save.text).toBe(503);
      expect(Number(save.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(detailOf(save)).toMatch(/storage is full/);
      const health = await call(app.url, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(detailOf(health)).toMatch(/storage is full/);
      expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      statement.error = null;
    }
  });
});

describe('readiness of the embedded database by free space in DATA_DIR', () => {
  it('is not ready below the minimum free space, and ready again above it', async () => {
    let free = MIN_FREE_BYTES - 1;
    const watch = createStorageWatch({ dataDir: '/data', freeBytes: async () => free });
    expect(await watch.problem()).toMatch(/free space/);
    free = MIN_FREE_BYTES * 2;
    expect(await watch.problem()).toBeNull();
    watch.noteFull();
    expect(await watch.problem()).toMatch(/full disk/);
  });
});

describe('a start that fails on a full disk', () => {
  it('names the error and its code instead of "[object Object]"', () => {
    expect(describeStartError({ errno: 28, code: 'ENOSPC' })).toEqual({
      error: '{"errno":28,"code":"ENOSPC"}',
      code: 'ENOSPC',
    });
    expect(describeStartError(diskFull())).toEqual({
      error: 'could not extend file "base/5/16385": No space left on device',
      code: '53100',
    });
    expect(describeStartError('plain')).toEqual({ error: 'plain' });
  });
});
