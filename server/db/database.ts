import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Typed queries (Drizzle) over the same connection; tables live in `db/tables/`. */
export type Orm = PgDatabase<PgQueryResultHKT>;

/** The little SQL surface the server needs; PGlite and node-postgres both provide it. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** One transaction's connection: raw SQL and typed queries commit or roll back together. */
export interface Transaction extends Queryable {
  readonly orm: Orm;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Runs a script of several statements without parameters and returns all their rows. */
  script<Row>(sql: string): Promise<Row[]>;
  /** Runs `work` on one connection inside BEGIN/COMMIT, rolling back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Embedded database only: a consistent copy of its files (a gzipped tar), taken after a
   * checkpoint and between two statements, while it keeps serving (npm run backup).
   */
  dumpData?(): Promise<Blob>;
  close(): Promise<void>;
}
