import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { boundaryOf, parseMultipart } from '../../../server/http/multipart.ts';
import { createReportFileStore } from '../../../server/reports/report-file-store.ts';
import { createKeyring } from '../../../server/reports/report-keyring.ts';
import { openTestDatabase, type TestDatabase } from '../support/app-on-database.ts';

/** The database, noting the largest parameter list (in bytes) of any one statement. */
function measuring(db: Database) {
  const seen = { largest: 0 };
  const size = (params: unknown[] = []) =>
    params.reduce<number>(
      (sum, value) =>
        sum +
        (value instanceof Uint8Array
          ? value.byteLength
          : typeof value === 'string'
            ? value.length
            : 8),
      0,
    );
  const wrapped: Database = {
    ...db,
    query: (sql, params) => {
      seen.largest = Math.max(seen.largest, size(params));
      return db.query(sql, params);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          ...tx,
          query: (sql, params) => {
            seen.largest = Math.max(seen.largest, size(params));
            return tx.query(sql, params);
          },
          exec: (sql) => tx.exec(sql),
          orm: tx.orm,
        }),
      ),
  };
  return { db: wrapped, seen };
}

/**
 * Issue 24, item 3: on PGlite one 10 MB upload held every request for 12-18 s, because the file
 * went to the database as one statement, which PGlite runs on the server's only thread (its
 * bytea conversion alone took ~1.6 s per MB). The longest /api/health/live answer during such an
 * upload is measured by `npm run bench:upload-stall`.
 */
describe('a 10 MB upload on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ name: 'pglite' });
  });
  afterAll(() => database?.close());

  it('reaches the database in pieces of at most 512 KB, and reads back whole', async () => {
    const { db, seen } = measuring(database.db);
    const files = createReportFileStore(db, createKeyring(randomBytes(32)));
    const [user] = await db.query<{ id: string }>(
      `insert into users (id, email, name) values ($1, $2, 'Pieces') returning id`,
      [randomUUID(), `pieces-${randomUUID()}@example.com`],
    );
    const id = randomUUID();
    const bytes = new Uint8Array(randomBytes(10 * 1024 * 1024));
    const staged = await files.stage({ id, userId: user?.id as string, bytes });
    await db.transaction((tx) => staged.commit(tx));
    expect(seen.largest).toBeLessThanOrEqual(512 * 1024);
    const read = await files.read(id, user?.id as string);
    expect(read && Buffer.from(read).equals(bytes)).toBe(true);
    // Deleting the file takes its pieces along.
    await db.transaction((tx) => files.remove(tx, id));
    const [left] = await db.query<{ n: number }>(
      'select count(*)::int as n from report_file_chunks',
    );
    expect(left?.n).toBe(0);
  }, 60_000);
});

describe('the multipart reader', () => {
  const body = (boundary: string, parts: string[]) =>
    new Uint8Array(
      Buffer.from(
        `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
      ),
    );

  it('finds the file part, its name and bytes, in a body of 10 MB', () => {
    const file = randomBytes(10 * 1024 * 1024);
    const head = Buffer.from(
      '--XyZ\r\ncontent-disposition: form-data; name="note"\r\n\r\nhello\r\n--XyZ\r\ncontent-disposition: form-data; name="file"; filename="a \\"b\\".pdf"\r\ncontent-type: application/pdf\r\n\r\n',
    );
    const whole = Buffer.concat([head, file, Buffer.from('\r\n--XyZ--\r\n')]);
    const parts = parseMultipart(
      new Uint8Array(whole),
      boundaryOf('multipart/form-data; boundary="XyZ"') ?? '',
    );
    expect(parts.map((part) => [part.name, part.fileName])).toEqual([
      ['note', null],
      ['file', 'a "b".pdf'],
    ]);
    expect(Buffer.from(parts[1]?.bytes ?? []).equals(file)).toBe(true);
  });

  it('refuses a body cut short or without its boundary', () => {
    const whole = body('B', [
      'content-disposition: form-data; name="file"; filename="x"\r\n\r\nabc',
    ]);
    expect(() => parseMultipart(whole.subarray(0, whole.length - 12), 'B')).toThrow();
    expect(() => parseMultipart(whole, 'other')).toThrow();
    expect(parseMultipart(whole, 'B')[0]?.fileName).toBe('x');
  });
});
