import type { Database, Transaction } from '../../../server/db/database.ts';

/** What the next matching statement throws; null lets every statement through. */
export interface StatementFault {
  error: Error | null;
}

/**
 * The database with a fault injected into its transactions: while `fault.error` is set, a raw
 * statement matching `statement` throws it, after the statements before it ran in the same
 * transaction (which must then roll back). Everything else reaches the real database.
 */
export function withFailingStatement(
  db: Database,
  statement: RegExp,
  fault: StatementFault,
): Database {
  const failing = (tx: Transaction): Transaction => ({
    async query<Row>(sql: string, params?: unknown[]): Promise<Row[]> {
      if (fault.error && statement.test(sql)) throw fault.error;
      return tx.query<Row>(sql, params);
    },
    exec: (sql) => tx.exec(sql),
    get orm() {
      return tx.orm;
    },
  });
  return { ...db, transaction: (work) => db.transaction((tx) => work(failing(tx))) };
}
