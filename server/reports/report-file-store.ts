import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { deleteChunks, readChunks, sealIntoChunks } from './file-chunks.ts';
import type { ReportKeyring } from './report-keyring.ts';

interface NewFile {
  id: string;
  userId: string;
  bytes: Uint8Array;
}

/** A file prepared outside any transaction; `commit` makes it stored in the caller's one. */
export interface StagedFile {
  commit(tx: Queryable): Promise<void>;
  /** The transaction did not happen: what was prepared goes. */
  discard(): Promise<void>;
}

/**
 * Where uploaded report files live: in the database, encrypted (AES-256-GCM), so a file and its
 * report row are written in one transaction, every server process reads the same files, and a
 * copy of the database files alone does not expose a report. Deleting the user deletes them.
 */
export interface ReportFileStore {
  /**
   * Prepares a file before the transaction that stores it. PGlite: its encrypted pieces are
   * written now, one short statement each, so no other request waits behind a 10 MB write.
   */
  stage(file: NewFile): Promise<StagedFile>;
  /** Stores a file inside the caller's transaction, all at once. */
  save(tx: Queryable, file: NewFile): Promise<void>;
  read(id: string, userId: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Encrypts a stored file again with the current key (rotation), in the caller's transaction. */
  reseal(tx: Queryable, file: NewFile): Promise<void>;
  remove(tx: Queryable, id: string): Promise<void>;
}

/** Authenticated with each file, so a payload moved to another row does not decrypt. */
export const fileContext = (id: string) => `report-file:${id}`;

const insertRow = (tx: Queryable, file: NewFile, keyId: string, payload: Uint8Array) =>
  tx.query('insert into report_files (id, user_id, key_id, payload) values ($1, $2, $3, $4)', [
    file.id,
    file.userId,
    keyId,
    payload,
  ]);

/** PostgreSQL: the payload in its row (the driver sends 10 MB without holding the server). */
function createRowFileStore(db: Queryable, keyring: ReportKeyring): ReportFileStore {
  return {
    async stage(file) {
      const sealed = keyring.seal(file.bytes, fileContext(file.id));
      return {
        commit: async (tx) => {
          await insertRow(tx, file, sealed.keyId, sealed.payload);
        },
        discard: async () => undefined,
      };
    },
    async save(tx, file) {
      await (await this.stage(file)).commit(tx);
    },
    async read(id, userId) {
      const [row] = await db.query<{ key_id: string; payload: Uint8Array }>(
        'select key_id, payload from report_files where id = $1 and user_id = $2',
        [id, userId],
      );
      if (!row) return null;
      return keyring.open({ keyId: row.key_id, payload: row.payload }, fileContext(id));
    },
    async reseal(tx, file) {
      const sealed = keyring.seal(file.bytes, fileContext(file.id));
      await tx.query('update report_files set key_id = $2, payload = $3 where id = $1', [
        file.id,
        sealed.keyId,
        sealed.payload,
      ]);
    },
    async remove(tx, id) {
      await tx.query('delete from report_files where id = $1', [id]);
    },
  };
}

/**
 * PGlite: the payload in 256 KB pieces (report_file_chunks), sent as base64 text. PGlite's own
 * bytea conversion, in JavaScript on the server's thread, took 1.6 s per MB; base64 and
 * PostgreSQL's decode() take a tenth of that, and a piece at a time lets requests in between.
 */
function createChunkedFileStore(db: Queryable, keyring: ReportKeyring): ReportFileStore {
  const empty = new Uint8Array(0);
  return {
    async stage(file) {
      // Written under a name of their own until the transaction adopts them: pieces of an
      // upload that is refused never touch another file's.
      const staging = `staging:${randomUUID()}`;
      const sealer = keyring.sealer(fileContext(file.id));
      await sealIntoChunks(db, staging, file.bytes, sealer);
      return {
        commit: async (tx) => {
          await tx.query('update report_file_chunks set file_id = $2 where file_id = $1', [
            staging,
            file.id,
          ]);
          await insertRow(tx, file, sealer.keyId, empty);
        },
        discard: () => deleteChunks(db, staging),
      };
    },
    async save(tx, file) {
      const sealer = keyring.sealer(fileContext(file.id));
      await sealIntoChunks(tx, file.id, file.bytes, sealer);
      await insertRow(tx, file, sealer.keyId, empty);
    },
    async read(id, userId) {
      const [row] = await db.query<{ key_id: string; inline: string | null }>(
        `select key_id, case when octet_length(payload) > 0 then encode(payload, 'base64') end
           as inline
         from report_files where id = $1 and user_id = $2`,
        [id, userId],
      );
      if (!row) return null;
      // Files stored before pieces existed keep their payload in the row.
      const payload = row.inline ? Buffer.from(row.inline, 'base64') : await readChunks(db, id);
      return keyring.open({ keyId: row.key_id, payload }, fileContext(id));
    },
    async reseal(tx, file) {
      const sealer = keyring.sealer(fileContext(file.id));
      await deleteChunks(tx, file.id);
      await sealIntoChunks(tx, file.id, file.bytes, sealer);
      await tx.query('update report_files set key_id = $2, payload = $3 where id = $1', [
        file.id,
        sealer.keyId,
        empty,
      ]);
    },
    async remove(tx, id) {
      // Piece by piece first; the trigger (report_file_chunks_follow) then has nothing left.
      await deleteChunks(tx, id);
      await tx.query('delete from report_files where id = $1', [id]);
    },
  };
}

export function createReportFileStore(
  db: Pick<Database, 'kind'> & Queryable,
  keyring: ReportKeyring,
): ReportFileStore {
  return db.kind === 'pglite'
    ? createChunkedFileStore(db, keyring)
    : createRowFileStore(db, keyring);
}
