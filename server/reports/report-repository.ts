import type { ReportResult } from '../../contract/report.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { ReportFileStore } from './report-file-store.ts';
import type { ReportKeyring } from './report-keyring.ts';
import { openResult, type StoredResultColumns, sealResult } from './report-result-seal.ts';

export interface StoredReport {
  id: string;
  user_id: string;
  file_name: string;
  media_type: string;
  byte_size: number;
  /** Only for reports uploaded before files moved into the database (migrated at start-up). */
  storage_key: string | null;
  result: ReportResult;
}

type NewReport = Omit<StoredReport, 'storage_key'>;

function insertReport(tx: Queryable, keyring: ReportKeyring, report: NewReport) {
  const sealed = sealResult(keyring, report.id, report.result);
  return tx.query(
    `insert into reports (id, user_id, file_name, media_type, byte_size, result_key_id,
       result_payload, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      report.id,
      report.user_id,
      report.file_name,
      report.media_type,
      report.byte_size,
      sealed.keyId,
      sealed.payload,
      report.result.processed_at,
    ],
  );
}

type StoredRow = Omit<StoredReport, 'result'> & StoredResultColumns;

const STORED_COLUMNS = `r.id, r.user_id, r.file_name, r.media_type, r.byte_size, r.storage_key,
  r.result, r.result_key_id, r.result_payload`;

/** Points the user at their newest remaining report (or none). */
function refreshLatest(tx: Queryable, userId: string) {
  return tx.query(
    `update users set updated_at = now(), latest_report_id = (
       select r.id from reports r where r.user_id = $1 order by r.created_at desc, r.id desc limit 1
     ) where id = $1`,
    [userId],
  );
}

async function deleteWithFile(tx: Queryable, files: ReportFileStore, ids: string[]) {
  for (const id of ids) {
    await tx.query('delete from reports where id = $1', [id]);
    await files.remove(tx, id);
  }
}

export function createReportRepository(
  db: Database,
  files: ReportFileStore,
  options: { keepPerUser: number; keyring: ReportKeyring },
) {
  const { keyring } = options;
  /** The result is decrypted only here, for the patient who asked. */
  const opened = (row: StoredRow | undefined): StoredReport | null => {
    if (!row) return null;
    const { result_key_id: _keyId, result_payload: _payload, ...rest } = row;
    return { ...rest, result: openResult(keyring, row) };
  };

  /** Inside the caller's transaction: the row, then the user's reports beyond the limit go. */
  async function insertWithStoredFile(tx: Queryable, report: NewReport): Promise<void> {
    await insertReport(tx, keyring, report);
    const beyond = await tx.query<{ id: string }>(
      `select id from reports where user_id = $1
       order by created_at desc, id desc offset $2`,
      [report.user_id, options.keepPerUser],
    );
    await deleteWithFile(
      tx,
      files,
      beyond.map((row) => row.id),
    );
    await refreshLatest(tx, report.user_id);
  }

  /**
   * Inside the caller's transaction: deletes the user's reports (one, or all when `onlyId` is
   * null) with their files, and points the user at the newest one left; how many were deleted.
   */
  async function deleteOwnedWithin(
    tx: Queryable,
    userId: string,
    onlyId: string | null,
  ): Promise<number> {
    const owned = await tx.query<{ id: string }>(
      'select id from reports where user_id = $1 and ($2::text is null or id = $2) for update',
      [userId, onlyId],
    );
    if (onlyId !== null && owned.length === 0) return 0;
    await deleteWithFile(
      tx,
      files,
      owned.map((row) => row.id),
    );
    await refreshLatest(tx, userId);
    return owned.length;
  }

  return {
    /**
     * Stores the result and the file, makes it the user's latest and deletes the user's reports
     * beyond the newest `keepPerUser`: all in one transaction, so a crash leaves no half.
     */
    async insert(report: NewReport, bytes: Uint8Array): Promise<void> {
      await db.transaction(async (tx) => {
        await files.save(tx, { id: report.id, userId: report.user_id, bytes });
        await insertWithStoredFile(tx, report);
      });
    },

    /** The same for a queued upload whose file is already stored under the report's id. */
    insertWithStoredFile,

    /** Deletes one of the user's reports and its file; false when it is not theirs or unknown. */
    async deleteForUser(id: string, userId: string): Promise<boolean> {
      return (await db.transaction((tx) => deleteOwnedWithin(tx, userId, id))) > 0;
    },

    /**
     * Inside the caller's transaction: every report of the user with its file (the patient
     * answered "no report", saved in the same transaction); how many were deleted.
     */
    deleteAllForUserWithin: (tx: Queryable, userId: string) => deleteOwnedWithin(tx, userId, null),

    /** Scoped to the owner, so another user's id and an unknown id look the same. */
    async findForUser(id: string, userId: string): Promise<StoredReport | null> {
      const rows = await db.query<StoredRow>(
        `select ${STORED_COLUMNS} from reports r where r.id = $1 and r.user_id = $2`,
        [id, userId],
      );
      return opened(rows[0]);
    },

    async latestForUser(userId: string): Promise<StoredReport | null> {
      const rows = await db.query<StoredRow>(
        `select ${STORED_COLUMNS} from reports r join users u on u.latest_report_id = r.id
         where u.id = $1`,
        [userId],
      );
      return opened(rows[0]);
    },

    readFile: (id: string, userId: string) => files.read(id, userId),
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
