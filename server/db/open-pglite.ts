import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Orm, Transaction } from './database.ts';
import { lockFolder } from './folder-lock.ts';
import { DEFAULT_SHARED_BUFFERS } from './pglite-defaults.ts';
import { privateFolder, restrictTree } from './private-folder.ts';

function transactionOf(tx: PgliteTransaction): Transaction {
  let orm: Orm | undefined;
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await tx.query<Row>(sql, params)).rows;
    },
    async exec(sql) {
      await tx.exec(sql);
    },
    // Drizzle's own transactions send their queries to this kind of object, so the cast holds
    // (drizzle-orm/pglite/session.js); a nested `orm.transaction` is not supported here.
    get orm() {
      orm ??= drizzle({ client: tx as unknown as PGlite });
      return orm;
    },
  };
}

/** `sharedBuffers`: see pglite-defaults.ts (PGLITE_SHARED_BUFFERS). */
export async function openPglite(
  directory: string,
  options: { sharedBuffers?: string } = {},
): Promise<Database> {
  await privateFolder(directory);
  // One process per embedded database: a second one would silently lose acknowledged writes.
  const unlock = await lockFolder(`${directory}.lock`, directory);
  let db: PGlite;
  try {
    db = await PGlite.create(directory, {
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${options.sharedBuffers ?? DEFAULT_SHARED_BUFFERS}`,
        // A used WAL segment is deleted, not renamed for reuse with its old contents inside:
        // what was rewritten (results sealed by migration 9) leaves DATA_DIR at the next checkpoint.
        '-c',
        'wal_recycle=off',
      ],
    });
    await restrictTree(directory);
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    orm: drizzle({ client: db }),
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async script<Row>(sql: string) {
      return (await db.exec(sql)).flatMap((result) => result.rows as Row[]);
    },
    transaction(work) {
      return db.transaction((tx) => work(transactionOf(tx)));
    },
    async dumpData() {
      await db.exec('checkpoint');
      return db.dumpDataDir('gzip');
    },
    async close() {
      await db.close();
      await unlock();
    },
  };
}
