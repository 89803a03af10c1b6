import { randomUUID } from 'node:crypto';
import type { OnboardingRequest } from '../contract/user.ts';
import type { Queryable } from '../db/database.ts';
import type { UserCache } from './user-cache.ts';
import type { UserRow } from './user-row.ts';

const SELECT_USER = 'select * from users u';

/** Request field -> column, for the partial profile update. */
const PROFILE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  state: 'state',
  condition: 'condition',
  diagnosis: 'diagnosis',
  symptoms: 'symptoms',
  medications: 'medications',
  otherConditions: 'other_conditions',
  familyHistory: 'family_history',
  has_completed_onboarding: 'has_completed_onboarding',
  checklistItems: 'checklist_items',
  appointmentDate: 'appointment_date',
  hasGeneticReport: 'has_genetic_report',
  theme: 'theme',
} as const satisfies Record<keyof OnboardingRequest, string>;

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
  );
}

export function createUserRepository(db: Queryable, cache?: UserCache) {
  async function findOne(where: string, params: unknown[]): Promise<UserRow | null> {
    const rows = await db.query<UserRow>(`${SELECT_USER} where ${where}`, params);
    return rows[0] ?? null;
  }

  async function readById(id: string): Promise<UserRow | null> {
    const row = await findOne('u.id = $1', [id]);
    if (row) cache?.set(row);
    else cache?.forget(id);
    return row;
  }

  return {
    findById: async (id: string) => cache?.get(id) ?? readById(id),
    findByEmail: (email: string) => findOne('u.email = $1', [email.toLowerCase()]),
    findByGoogleSubject: (subject: string) => findOne('u.google_subject = $1', [subject]),

    /**
     * The user of a live session, in one round trip: what every authenticated request needs
     * (PostgreSQL; PGlite answers from its caches instead).
     */
    findBySession: (sessionId: string, userId: string) =>
      findOne(
        'u.id = $2 and exists (select 1 from sessions s where s.id = $1 and s.user_id = $2 and s.expires_at > now())',
        [sessionId, userId],
      ),

    /** Null when the email is already registered. */
    async create(input: {
      email: string;
      name: string;
      passwordHash: string | null;
      googleSubject?: string;
    }): Promise<UserRow | null> {
      const id = randomUUID();
      try {
        await db.query(
          'insert into users (id, email, name, password_hash, google_subject) values ($1, $2, $3, $4, $5)',
          [
            id,
            input.email.toLowerCase(),
            input.name,
            input.passwordHash,
            input.googleSubject ?? null,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return findOne('u.id = $1', [id]);
    },

    async linkGoogle(id: string, subject: string): Promise<void> {
      await db.query(
        'update users set google_subject = $2, updated_at = now() where id = $1 and google_subject is null',
        [id, subject],
      );
      cache?.forget(id);
    },

    /** Writes only the fields present in the request; the rest keep their stored value. */
    async updateProfile(id: string, patch: OnboardingRequest): Promise<UserRow | null> {
      const assignments: string[] = [];
      const params: unknown[] = [id];
      for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
        const value = patch[field as keyof OnboardingRequest];
        if (value === undefined) continue;
        params.push(column === 'checklist_items' ? JSON.stringify(value) : value);
        assignments.push(`${column} = $${params.length}`);
      }
      if (assignments.length === 0) return readById(id);
      const [row] = await db.query<UserRow>(
        `update users set ${assignments.join(', ')}, updated_at = now() where id = $1 returning *`,
        params,
      );
      if (row) cache?.set(row);
      else cache?.forget(id);
      return row ?? null;
    },

    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
        id,
        passwordHash,
      ]);
      cache?.forget(id);
    },

    /** Deletes the account; its sessions, reports and files go with it (foreign key cascade). */
    async deleteById(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>('delete from users where id = $1 returning id', [
        id,
      ]);
      cache?.forget(id);
      return rows.length > 0;
    },

    /** Drops a cached row after a write made elsewhere (e.g. a new report). */
    forget: (id: string) => cache?.forget(id),
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
