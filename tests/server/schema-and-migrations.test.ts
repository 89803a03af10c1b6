import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FieldKind } from '@contract/profile/field-kinds';
import { profileFields } from '@contract/profile/fields';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { loadMigrations } from '../../server/db/migrations.ts';
import { openDatabase } from '../../server/db/open-database.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function freshDatabase() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-schema-'));
  dirs.push(dataDir);
  return openDatabase({ databaseUrl: null, dataDir });
}

const sqlTypeOfKind: Record<FieldKind, string> = {
  text: 'text',
  date: 'text',
  choice: 'text',
  year: 'integer',
  list: 'jsonb',
  symptoms: 'jsonb',
  subset: 'jsonb',
  flag: 'boolean',
  timestamp: 'timestamp with time zone',
};

describe('the migrations folder', () => {
  it('holds one SQL file per version, numbered from 1 without gaps', () => {
    const versions = loadMigrations().map((migration) => migration.version);
    expect(versions).toEqual(versions.map((_, index) => index + 1));
  });
});

describe('the migrated users table', () => {
  it('has a column of the right type for every declared patient field', async () => {
    const db = await freshDatabase();
    try {
      await migrate(db);
      const columns = await db.query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns where table_name = 'users'`,
      );
      const types = new Map(columns.map((column) => [column.column_name, column.data_type]));
      for (const field of Object.values(profileFields)) {
        expect({ column: field.column, type: types.get(field.column) }).toEqual({
          column: field.column,
          type: sqlTypeOfKind[field.kind],
        });
      }
    } finally {
      await db.close();
    }
  });

  it('turns comma-joined lists of earlier versions into lists, and infers the diagnosis answer', async () => {
    const db = await freshDatabase();
    try {
      await migrate(
        db,
        loadMigrations().filter((migration) => migration.version < 4),
      );
      await db.query(
        `insert into users (id, email, name, condition, symptoms, medications, other_conditions)
         values ('u1', 'a@example.com', 'A', 'Cystic fibrosis', 'cough, fatigue ,', '', null),
                ('u2', 'b@example.com', 'B', '', 'x', null, null)`,
      );
      await migrate(db);
      const rows = await db.query<Record<string, unknown>>(
        'select id, symptoms, medications, other_conditions, has_been_diagnosed from users order by id',
      );
      expect(rows).toEqual([
        {
          id: 'u1',
          symptoms: ['cough', 'fatigue'],
          medications: [],
          other_conditions: null,
          has_been_diagnosed: true,
        },
        {
          id: 'u2',
          symptoms: ['x'],
          medications: null,
          other_conditions: null,
          has_been_diagnosed: false,
        },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('a database made by the releases before sessions (versions 1-3)', () => {
  it('gains sessions, encrypted report files and shared limits, keeping its reports', async () => {
    const db = await freshDatabase();
    try {
      await migrate(
        db,
        loadMigrations().filter((migration) => migration.version < 4),
      );
      await db.query(`insert into users (id, email, name) values ('u1', 'a@example.com', 'A')`);
      await db.query(
        `insert into reports (id, user_id, file_name, media_type, byte_size, storage_key, result)
         values ('r1', 'u1', 'a.pdf', 'application/pdf', 3, 'u1/r1.pdf', '{}')`,
      );
      const applied = await migrate(db);
      expect(applied).toContain(6);
      await db.query(`insert into sessions (id, user_id, expires_at) values ('s1', 'u1', now())`);
      await db.query(
        `insert into report_files (id, user_id, key_id, payload) values ('r1', 'u1', 'k', '\\x00')`,
      );
      await db.query(`insert into rate_limits (key, hits, expires_at) values ('k', 1, now())`);
      // Reports stored in the database carry no file path.
      await db.query(
        `insert into reports (id, user_id, file_name, media_type, byte_size, result)
         values ('r2', 'u1', 'b.pdf', 'application/pdf', 3, '{}')`,
      );
      const reports = await db.query<{ id: string; storage_key: string | null }>(
        'select id, storage_key from reports order by id',
      );
      expect(reports).toEqual([
        { id: 'r1', storage_key: 'u1/r1.pdf' },
        { id: 'r2', storage_key: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
