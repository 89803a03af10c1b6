import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { UserCache } from '../../server/users/user-cache.ts';
import type { UserRow } from '../../server/users/user-row.ts';
import { createUserRowLoader } from '../../server/users/user-row-loader.ts';

/** A database that knows some rows and records every query it was sent. */
function fakeDatabase(known: string[], fail = false) {
  const queries: unknown[][] = [];
  const db: Queryable = {
    async query<Row>(_sql: string, params: unknown[] = []) {
      queries.push(params);
      if (fail) throw new Error('database down');
      const ids = params[0] as string[];
      return ids.filter((id) => known.includes(id)).map((id) => ({ row: { id } })) as Row[];
    },
    async exec() {},
  };
  return { db, queries };
}

describe('createUserRowLoader', () => {
  it('sends the reads of one turn of the event loop as one query, each caller its own row', async () => {
    const { db, queries } = fakeDatabase(['a', 'b', 'c']);
    const loader = createUserRowLoader(db);
    const rows = await Promise.all(['a', 'b', 'missing', 'c'].map((id) => loader.load(id)));
    expect(rows.map((row) => row?.id ?? null)).toEqual(['a', 'b', null, 'c']);
    expect(queries).toEqual([[['a', 'b', 'missing', 'c']]]);
  });

  it('reads again on the next turn: it remembers nothing, so a write is seen at once', async () => {
    const { db, queries } = fakeDatabase(['a']);
    const loader = createUserRowLoader(db);
    await loader.load('a');
    await loader.load('a');
    expect(queries).toHaveLength(2);
  });

  it('fails every read of a batch when the query fails', async () => {
    const { db } = fakeDatabase(['a'], true);
    const loader = createUserRowLoader(db);
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('UserCache', () => {
  const row = (id: string) => ({ id }) as UserRow;

  it('keeps at most its configured number of rows, dropping the oldest', () => {
    const cache = new UserCache(2);
    cache.set(row('a'));
    cache.set(row('b'));
    cache.set(row('c'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.id).toBe('b');
    expect(cache.get('c')?.id).toBe('c');
  });

  it('remembers nothing when sized 0', () => {
    const cache = new UserCache(0);
    cache.set(row('a'));
    expect(cache.get('a')).toBeUndefined();
  });
});
