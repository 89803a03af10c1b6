import type { Database } from '../db/database.ts';
import { createReportFileStore } from './report-file-store.ts';
import type { ReportKeyring } from './report-keyring.ts';

const BATCH = 20;

/**
 * Re-encrypts every stored report file that is not under the current key (key rotation, second
 * step). Each file is rewritten in its own small transaction, so a server can keep running on
 * PostgreSQL meanwhile. Returns how many files were rewritten.
 */
export async function rekeyReportFiles(db: Database, keyring: ReportKeyring): Promise<number> {
  const files = createReportFileStore(db, keyring);
  let total = 0;
  for (;;) {
    const rows = await db.query<{ id: string; user_id: string }>(
      'select id, user_id from report_files where key_id <> $1 limit $2',
      [keyring.currentKeyId, BATCH],
    );
    if (rows.length === 0) return total;
    for (const row of rows) {
      const bytes = await files.read(row.id, row.user_id);
      if (!bytes) continue;
      await db.transaction((tx) => files.reseal(tx, { id: row.id, userId: row.user_id, bytes }));
      total += 1;
    }
  }
}
