import type { Database } from '../db/database.ts';
import type { ReportKeyring } from './report-keyring.ts';
import { openResult, type StoredResultColumns, sealResult } from './report-result-seal.ts';

const BATCH = 50;

/**
 * Seals every result still stored in plain text (written before migration 9) or under an old key
 * (key rotation): each row in its own small update, so a server on PostgreSQL can keep running
 * meanwhile. Returns how many were rewritten. Once plain results were sealed, VACUUM FULL
 * rewrites the table so their old row versions leave the data files (docs/security.md).
 */
export async function sealReportResults(db: Database, keyring: ReportKeyring): Promise<number> {
  let total = 0;
  let plainSealed = 0;
  for (;;) {
    const rows = await db.query<StoredResultColumns>(
      `select id, result, result_key_id, result_payload from reports
       where result is not null or result_key_id <> $1 limit $2`,
      [keyring.currentKeyId, BATCH],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const sealed = sealResult(keyring, row.id, openResult(keyring, row));
      await db.query(
        `update reports set result = null, result_key_id = $2, result_payload = $3
         where id = $1 and result_key_id is not distinct from $4`,
        [row.id, sealed.keyId, sealed.payload, row.result_key_id],
      );
      if (row.result) plainSealed += 1;
      total += 1;
    }
  }
  if (plainSealed > 0) {
    await db.exec('vacuum full reports');
    // PGlite: out of the WAL too. Its segments are not recycled (open-pglite.ts), so the one
    // holding the plain text is deleted once two checkpoints have passed it. PostgreSQL allows
    // CHECKPOINT to superusers only: there the operator runs it (docs/security.md).
    if (db.kind === 'pglite') {
      for (let round = 0; round < 2; round++) await db.exec('select pg_switch_wal(); checkpoint');
    }
  }
  return total;
}
