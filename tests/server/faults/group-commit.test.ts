import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../../server/db/group-commit.ts';
import { createUserRepository } from '../../../server/users/user-repository.ts';
import { openTestDatabase, type TestDatabase } from '../support/app-on-database.ts';

/**
 * Issue 24, item 9: on PGlite, 50 patients saving at once waited for 50 commits in a row (p99
 * 6.1 s against PostgreSQL's 0.73 s). Saves that arrive together now share one commit. The p99
 * itself is measured by `BENCH_CONNECTIONS=50 npm run bench:api`.
 */
describe('profile saves arriving together on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ name: 'pglite' });
  });
  afterAll(() => database?.close());

  const newUser = async () => {
    const [row] = await database.db.query<{ id: string }>(
      `insert into users (id, email, name) values ($1, $2, 'Saver') returning id`,
      [randomUUID(), `saver-${randomUUID()}@example.com`],
    );
    return row?.id as string;
  };

  it('share one commit, and each patient reads back their own answer', async () => {
    const users = createUserRepository(database.db);
    const ids = await Promise.all(Array.from({ length: 30 }, newUser));
    const saved = await Promise.all(
      ids.map((id, i) => users.updateProfile(id, { firstName: `Patient ${i}` })),
    );
    expect(saved.map((row) => row?.first_name)).toEqual(ids.map((_, i) => `Patient ${i}`));
    // A save stamps updated_at with now(), its transaction's start: one stamp per commit
    // (before: 30, one per save).
    const [commits] = await database.db.query<{ n: number }>(
      'select count(distinct updated_at)::int as n from users where id = any($1)',
      [ids],
    );
    expect(commits?.n).toBeLessThanOrEqual(2);
    const stored = await database.db.query<{ id: string; first_name: string }>(
      'select id, first_name from users where id = any($1)',
      [ids],
    );
    expect(new Map(stored.map((row) => [row.id, row.first_name]))).toEqual(
      new Map(ids.map((id, i) => [id, `Patient ${i}`])),
    );
  });

  it('lets a failing write roll back alone, rejecting only its caller', async () => {
    const group = createGroupCommit(database.db);
    const [a, b] = [await newUser(), await newUser()];
    const results = await Promise.allSettled([
      group.write((tx) => tx.query(`update users set first_name = 'Kept A' where id = $1`, [a])),
      group.write((tx) => tx.query('update users set no_such_column = 1 where id = $1', [a])),
      group.write((tx) => tx.query(`update users set first_name = 'Kept B' where id = $1`, [b])),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = await database.db.query<{ first_name: string }>(
      'select first_name from users where id = any($1) order by first_name',
      [[a, b]],
    );
    expect(names.map((row) => row.first_name)).toEqual(['Kept A', 'Kept B']);
  });
});
