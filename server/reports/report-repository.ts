import type { ReportResult } from '../../contract/report.ts';
import type { Database, Queryable } from '../db/database.ts';

export interface StoredReport {
  id: string;
  user_id: string;
  file_name: string;
  media_type: string;
  byte_size: number;
  storage_key: string;
  result: ReportResult;
}

function insertReport(tx: Queryable, report: StoredReport) {
  return tx.query(
    `insert into reports (id, user_id, file_name, media_type, byte_size, storage_key, result, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      report.id,
      report.user_id,
      report.file_name,
      report.media_type,
      report.byte_size,
      report.storage_key,
      JSON.stringify(report.result),
      report.result.processed_at,
    ],
  );
}

export function createReportRepository(db: Database) {
  return {
    /** Stores the report and makes it the user's latest, atomically. */
    async insert(report: StoredReport): Promise<void> {
      await db.transaction(async (tx) => {
        await insertReport(tx, report);
        await tx.query('update users set latest_report_id = $2, updated_at = now() where id = $1', [
          report.user_id,
          report.id,
        ]);
      });
    },

    /** Scoped to the owner, so another user's id and an unknown id look the same. */
    async findForUser(id: string, userId: string): Promise<StoredReport | null> {
      const rows = await db.query<StoredReport>(
        'select * from reports where id = $1 and user_id = $2',
        [id, userId],
      );
      return rows[0] ?? null;
    },

    async latestForUser(userId: string): Promise<StoredReport | null> {
      const rows = await db.query<StoredReport>(
        'select r.* from reports r join users u on u.latest_report_id = r.id where u.id = $1',
        [userId],
      );
      return rows[0] ?? null;
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
