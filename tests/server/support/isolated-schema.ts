import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface IsolatedDatabase {
  /** TEST_DATABASE_URL, with its own schema first on the search path. */
  url: string;
  /** That schema's name. */
  schema: string;
  /** The report queue's own schema beside it, for a server on this database. */
  queueEnv: { REPORT_QUEUE_SCHEMA: string };
  /** An admin connection to the same database (e.g. to break a table on purpose). */
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  /** Drops both schemas and closes the admin connection. */
  drop(): Promise<void>;
}

/**
 * A fresh schema in the shared test database: a test that breaks tables or counts rows does not
 * disturb the suites running next to it.
 */
export async function isolatedSchema(databaseUrl: string): Promise<IsolatedDatabase> {
  const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    queueEnv: { REPORT_QUEUE_SCHEMA: `q_${schema}` },
    query: (sql, params) => admin.query(sql, params),
    async drop() {
      await admin.query(`drop schema if exists q_${schema} cascade`);
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
