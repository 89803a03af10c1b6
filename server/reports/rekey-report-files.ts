import type { Database } from '../db/database.ts';
import { fileContext } from './report-file-store.ts';
import type { ReportKeyring } from './report-keyring.ts';

const BATCH = 20;

/**
 * Re-encrypts every stored report file that is not under the current key (key rotation, second
 * step). Each file is rewritten in its own small transaction, so a server can keep running on
 * PostgreSQL meanwhile. Returns how many files were rewritten.
 */
export async function rekeyReportFiles(db: Database, keyring: ReportKeyring): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db.query<{ id: string; key_id: string; payload: Uint8Array }>(
      'select id, key_id, payload from report_files where key_id <> $1 limit $2',
      [keyring.currentKeyId, BATCH],
    );
    if (rows.length === 0) return total;
    for (const row of rows) {
      const context = fileContext(row.id);
      const sealed = keyring.seal(
        keyring.open({ keyId: row.key_id, payload: row.payload }, context),
        context,
      );
      await db.query(
        'update report_files set key_id = $2, payload = $3 where id = $1 and key_id = $4',
        [row.id, sealed.keyId, sealed.payload, row.key_id],
      );
      total += 1;
    }
  }
}
