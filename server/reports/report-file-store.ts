import type { Queryable } from '../db/database.ts';
import type { ReportKeyring } from './report-keyring.ts';

/**
 * Where uploaded report files live: in the database, encrypted (AES-256-GCM), so a file and its
 * report row are written in one transaction, every server process reads the same files, and a
 * copy of the database files alone does not expose a report. Deleting the user deletes them.
 */
export interface ReportFileStore {
  save(tx: Queryable, file: { id: string; userId: string; bytes: Uint8Array }): Promise<void>;
  read(id: string, userId: string): Promise<Uint8Array<ArrayBuffer> | null>;
  remove(tx: Queryable, id: string): Promise<void>;
}

/** Authenticated with each file, so a payload moved to another row does not decrypt. */
export const fileContext = (id: string) => `report-file:${id}`;

export function createReportFileStore(db: Queryable, keyring: ReportKeyring): ReportFileStore {
  return {
    async save(tx, { id, userId, bytes }) {
      const sealed = keyring.seal(bytes, fileContext(id));
      await tx.query(
        'insert into report_files (id, user_id, key_id, payload) values ($1, $2, $3, $4)',
        [id, userId, sealed.keyId, sealed.payload],
      );
    },
    async read(id, userId) {
      const [row] = await db.query<{ key_id: string; payload: Uint8Array }>(
        'select key_id, payload from report_files where id = $1 and user_id = $2',
        [id, userId],
      );
      if (!row) return null;
      return keyring.open({ keyId: row.key_id, payload: row.payload }, fileContext(id));
    },
    async remove(tx, id) {
      await tx.query('delete from report_files where id = $1', [id]);
    },
  };
}
