import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OnboardingRequest } from '../../contract/profile/wire-types.ts';
import type { Database, Orm, Transaction } from '../db/database.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import { usersTable } from '../db/tables/users-table.ts';
import { canonicalEmail } from './canonical-email.ts';
import { createSessionUserLoader } from './session-user-loader.ts';
import type { UserCache } from './user-cache.ts';
import { columnsOfRequest, type UserRow } from './user-row.ts';
import { createUserRowLoader } from './user-row-loader.ts';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null) ?? {};
  return code.code === '23505' || code.cause?.code === '23505';
}

/** Writes the given columns (and `updated_at`); the row as written, or null for no such user. */
async function updateColumns(
  orm: Orm,
  id: string,
  columns: Partial<UserRow>,
): Promise<UserRow | null> {
  const [row] = await orm
    .update(usersTable)
    .set({ ...columns, updated_at: sql`now()` })
    .where(eq(usersTable.id, id))
    .returning();
  return row ?? null;
}

export function createUserRepository(db: Database, cache?: UserCache) {
  const { orm } = db;
  // The hottest read (every authenticated request): batched, one JSON column per row.
  const rowsById = createUserRowLoader(db);
  // PGlite flushes every commit on the server's only thread: saves that arrive together share one.
  const groupCommit = db.kind === 'pglite' ? createGroupCommit(db) : null;
  async function findOne(where: ReturnType<typeof eq>): Promise<UserRow | null> {
    const [row] = await orm.select().from(usersTable).where(where).limit(1);
    return row ?? null;
  }

  async function readById(id: string): Promise<UserRow | null> {
    const row = await rowsById.load(id);
    if (row) cache?.set(row);
    else cache?.forget(id);
    return row;
  }

  return {
    findById: async (id: string) => cache?.get(id) ?? readById(id),
    findByEmail: (email: string) => findOne(eq(usersTable.email, canonicalEmail(email))),
    findByGoogleSubject: (subject: string) => findOne(eq(usersTable.google_subject, subject)),

    /**
     * The user of a live session, in one round trip: what every authenticated request needs
     * (PostgreSQL; PGlite answers from its caches instead).
     */
    findBySession: createSessionUserLoader(db),

    /** Null when the email is already registered. */
    async create(input: {
      email: string;
      name: string;
      passwordHash: string | null;
      googleSubject?: string;
    }): Promise<UserRow | null> {
      try {
        const [row] = await orm
          .insert(usersTable)
          .values({
            id: randomUUID(),
            email: canonicalEmail(input.email),
            name: input.name,
            password_hash: input.passwordHash,
            google_subject: input.googleSubject ?? null,
          })
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async linkGoogle(id: string, subject: string): Promise<void> {
      await orm
        .update(usersTable)
        .set({ google_subject: subject, updated_at: sql`now()` })
        .where(and(eq(usersTable.id, id), isNull(usersTable.google_subject)));
      cache?.forget(id);
    },

    /**
     * Writes only the fields present in the request; the rest keep their stored value. On PGlite
     * saves arriving together are committed together (db/group-commit.ts).
     */
    async updateProfile(id: string, request: OnboardingRequest): Promise<UserRow | null> {
      const columns = columnsOfRequest(request);
      if (Object.keys(columns).length === 0) return readById(id);
      const row = groupCommit
        ? await groupCommit.write((tx) => updateColumns(tx.orm, id, columns))
        : await updateColumns(orm, id, columns);
      if (row) cache?.set(row);
      else cache?.forget(id);
      return row;
    },

    /**
     * The same write inside the caller's transaction. Nothing is cached: the caller calls
     * `forget` once the transaction has committed.
     */
    updateProfileWithin: (tx: Transaction, id: string, request: OnboardingRequest) =>
      updateColumns(tx.orm, id, columnsOfRequest(request)),

    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await orm
        .update(usersTable)
        .set({ password_hash: passwordHash, updated_at: sql`now()` })
        .where(eq(usersTable.id, id));
      cache?.forget(id);
    },

    /** Deletes the account; its sessions, reports and files go with it (foreign key cascade). */
    async deleteById(id: string): Promise<boolean> {
      const rows = await orm
        .delete(usersTable)
        .where(eq(usersTable.id, id))
        .returning({ id: usersTable.id });
      cache?.forget(id);
      return rows.length > 0;
    },

    /** Drops a cached row after a write made elsewhere (e.g. a new report). */
    forget: (id: string) => cache?.forget(id),
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
