import { hashPassword } from '../../server/auth/passwords.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';

const DOMAIN = 'bench.invalid';

/**
 * Writes `count` onboarded patients straight into the database the server will open (argon2
 * through the API would take hours for 100 k), with random-looking UUID ids like real ones.
 * Idempotent: a second run reuses them. Returns every bench patient's id.
 */
export async function seedPatients(options: {
  count: number;
  dataDir: string;
  databaseUrl?: string;
}): Promise<string[]> {
  const db = await openDatabase({
    databaseUrl: options.databaseUrl ?? null,
    dataDir: options.dataDir,
  });
  try {
    await migrate(db);
    const passwordHash = await hashPassword('bench-password-1');
    const batch = 20_000;
    for (let start = 1; start <= options.count; start += batch) {
      const end = Math.min(options.count, start + batch - 1);
      await db.query(
        `insert into users (id, email, name, password_hash, first_name, last_name, date_of_birth,
           gender, state, condition, diagnosis, symptoms, medications, other_conditions,
           family_history, checklist_items, has_genetic_report, has_completed_onboarding)
         select md5('bench-' || i)::uuid::text, 'bench-' || i || '@${DOMAIN}', 'Bench Patient ' || i,
           $1, 'Bench', 'Patient ' || i, '1990-04-01', 'female', 'MI', 'Marfan syndrome', 2015,
           '["fatigue","cough"]', '["losartan"]', '["asthma"]', 'Mother: Marfan syndrome',
           '["severeHypotonia"]',
           false, true
         from generate_series($2::int, $3::int) as i
         on conflict (id) do nothing`,
        [passwordHash, start, end],
      );
    }
    const rows = await db.query<{ id: string }>(
      `select id from users where email like '%@${DOMAIN}' order by id limit $1`,
      [options.count],
    );
    return rows.map((row) => row.id);
  } finally {
    await db.close();
  }
}

/** Removes the bench patients from a shared PostgreSQL database. */
export async function removeSeededPatients(databaseUrl: string, dataDir: string): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await db.query(`delete from users where email like '%@${DOMAIN}'`);
  } finally {
    await db.close();
  }
}
