import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTokens, createAccountTokens } from '../../server/auth/account-tokens.ts';
import { openTestDatabase, type TestDatabase } from './support/app-on-database.ts';
import { databaseVariants } from './support/databases.ts';

describe.each(databaseVariants())('reset and confirmation tokens on $name', (variant) => {
  let database: TestDatabase;
  let tokens: AccountTokens;

  beforeAll(async () => {
    database = await openTestDatabase(variant);
    tokens = createAccountTokens(database.db);
  });
  afterAll(() => database?.close());

  async function newUser() {
    const user = { id: randomUUID(), email: `${randomUUID()}@example.com` };
    await database.db.query('insert into users (id, email, name) values ($1, $2, $3)', [
      user.id,
      user.email,
      'Token Test',
    ]);
    return user;
  }
  const use = (id: string) => database.db.transaction((tx) => tokens.use(tx, id));

  it('makes 256-bit tokens and keeps only their hash', async () => {
    const user = await newUser();
    const token = await tokens.issue(user, 'password_reset', 60_000);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.db.query<Record<string, unknown>>(
      'select * from account_tokens where user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('works once', async () => {
    const user = await newUser();
    const token = await tokens.issue(user, 'password_reset', 60_000);
    const live = await tokens.find(token, 'password_reset');
    expect(live).toMatchObject({ userId: user.id, email: user.email });
    expect(await use(live?.id ?? '')).toBe(true);
    expect(await use(live?.id ?? '')).toBe(false);
    expect(await tokens.find(token, 'password_reset')).toBeNull();
  });

  it('stops working when it expires', async () => {
    const user = await newUser();
    const token = await tokens.issue(user, 'password_reset', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tokens.find(token, 'password_reset')).toBeNull();
    const [row] = await database.db.query<{ id: string }>(
      'select id from account_tokens where user_id = $1',
      [user.id],
    );
    expect(await use(row?.id ?? '')).toBe(false);
  });

  it('stops working when a newer one of its purpose is issued, or all are voided', async () => {
    const user = await newUser();
    const older = await tokens.issue(user, 'password_reset', 60_000);
    const confirmation = await tokens.issue(user, 'email_verification', 60_000);
    const newer = await tokens.issue(user, 'password_reset', 60_000);
    expect(await tokens.find(older, 'password_reset')).toBeNull();
    expect(await tokens.find(newer, 'password_reset')).not.toBeNull();
    expect(await tokens.find(confirmation, 'email_verification')).not.toBeNull();
    await tokens.voidAll(database.db, user.id, 'password_reset');
    expect(await tokens.find(newer, 'password_reset')).toBeNull();
  });

  it('is only good for its own purpose', async () => {
    const user = await newUser();
    const token = await tokens.issue(user, 'email_verification', 60_000);
    expect(await tokens.find(token, 'password_reset')).toBeNull();
  });

  it('leaves one live token when two are issued at once', async () => {
    const user = await newUser();
    const issued = await Promise.all(
      Array.from({ length: 4 }, () => tokens.issue(user, 'password_reset', 60_000)),
    );
    const live = await Promise.all(issued.map((token) => tokens.find(token, 'password_reset')));
    expect(live.filter(Boolean)).toHaveLength(1);
  });
});
