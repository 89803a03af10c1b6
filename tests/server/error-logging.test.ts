import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTokenService } from '../../server/auth/tokens.ts';
import { readConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { createStorageWatch } from '../../server/db/storage-full.ts';
import { createLogger } from '../../server/logger.ts';
import { createKeyring } from '../../server/reports/report-keyring.ts';
import { stubExtractor } from './support/stub-extractor.ts';

const PATIENT_VALUE = 'Grandmother had Huntington disease';

/** A database whose every query fails the way PostgreSQL does: quoting the value it got. */
function failingDatabase(): Database {
  const fail = async (): Promise<never> => {
    throw Object.assign(new Error(`invalid input syntax for type date: "${PATIENT_VALUE}"`), {
      code: '22007',
    });
  };
  return {
    kind: 'postgres',
    // Drizzle's queries fail the same way (it wraps the driver's error, quoting the parameters).
    orm: drizzle({ client: { query: fail } as unknown as pg.Pool }),
    query: fail,
    exec: fail,
    script: fail,
    transaction: fail,
    close: async () => undefined,
  };
}

describe('an unexpected database error', () => {
  it('answers 500 with a generic detail and logs no submitted value', async () => {
    const lines: string[] = [];
    const app = createApp({
      config: readConfig({ LOG_LEVEL: 'debug' }),
      db: failingDatabase(),
      logger: createLogger('debug', (line) => lines.push(line)),
      tokens: createTokenService(randomBytes(32), 3600),
      extractReport: stubExtractor,
      reportKeyring: createKeyring(randomBytes(32)),
      google: null,
      storage: createStorageWatch({ dataDir: null }),
    });
    const response = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: PATIENT_VALUE }),
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toMatch(/Something went wrong/);
    expect(JSON.stringify(body)).not.toContain(PATIENT_VALUE);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('22007');
    expect(logged).not.toContain('Grandmother');
    expect(logged).not.toContain('someone@example.com');
  });
});
