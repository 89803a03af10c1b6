import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { Database, Orm, Transaction } from './database.ts';
import { classifyDatabaseError, errorCode } from './database-unavailable.ts';

const CONNECT_TIMEOUT_MS = 5000;

function transactionOf(client: pg.PoolClient): Transaction {
  let orm: Orm | undefined;
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async exec(sql) {
      await client.query(sql);
    },
    get orm() {
      orm ??= drizzle({ client });
      return orm;
    },
  };
}

export async function openPostgres(connectionString: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection that the server drops (restart, pg_terminate_backend, network) is
  // reported here; without a listener the event would end the process. The pool discards the
  // connection and opens a new one on the next query.
  pool.on('error', (error) => {
    logger?.warn('database connection lost', { code: errorCode(error) ?? 'none' });
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    orm: drizzle({ client: pool }),
    async query<Row>(sql: string, params: unknown[] = []) {
      try {
        return (await pool.query(sql, params)).rows as Row[];
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    async exec(sql) {
      try {
        await pool.query(sql);
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    async script<Row>(sql: string) {
      try {
        const results = (await pool.query(sql)) as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(results) ? results : [results]).flatMap(
          (result) => result.rows as Row[],
        );
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classifyDatabaseError(error);
      }
      let broken: Error | undefined;
      // A checked-out connection has no pool listener: its loss between two statements would be
      // an 'error' event nobody hears, which ends the process. The next statement fails instead.
      const lost = (error: Error) => {
        broken = error;
        logger?.warn('database connection lost', { code: errorCode(error) ?? 'none' });
      };
      client.on('error', lost);
      try {
        await client.query('begin');
        const result = await work(transactionOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          // The connection itself failed: it must not go back to the pool.
          broken = rollbackError;
        });
        throw classifyDatabaseError(error);
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
