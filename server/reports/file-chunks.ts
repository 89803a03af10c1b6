import type { Queryable } from '../db/database.ts';
import type { ReportKeyring } from './report-keyring.ts';

/** Small enough that one piece's statement takes tens of milliseconds on PGlite under load. */
const CHUNK_BYTES = 256 * 1024;

/**
 * PGlite answers through promises alone: a loop of its statements never lets timers or sockets
 * in. A turn of the event loop between pieces does.
 */
const letOthersIn = () => new Promise((resolve) => setImmediate(resolve));

const insertPiece = (db: Queryable, fileId: string, seq: number, piece: Uint8Array) =>
  db.query(
    `insert into report_file_chunks (file_id, seq, bytes) values ($1, $2, decode($3, 'base64'))`,
    [fileId, seq, Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('base64')],
  );

/**
 * Encrypts `plain` a piece at a time and writes each piece in its own statement (pieces 1...),
 * then the header (piece 0): read in order they are exactly what `seal` would have stored. No
 * step handles more than one piece, so none holds the server's thread for long.
 */
export async function sealIntoChunks(
  db: Queryable,
  fileId: string,
  plain: Uint8Array,
  sealer: ReturnType<ReportKeyring['sealer']>,
): Promise<void> {
  for (let start = 0, seq = 1; start < plain.byteLength; start += CHUNK_BYTES, seq++) {
    await letOthersIn();
    await insertPiece(db, fileId, seq, sealer.update(plain.subarray(start, start + CHUNK_BYTES)));
  }
  await insertPiece(db, fileId, 0, sealer.finish());
}

/** The pieces of one file, joined, read one statement at a time. */
export async function readChunks(db: Queryable, fileId: string): Promise<Buffer> {
  const [last] = await db.query<{ n: number | null }>(
    'select max(seq) as n from report_file_chunks where file_id = $1',
    [fileId],
  );
  const pieces: Buffer[] = [];
  for (let seq = 0; seq <= (last?.n ?? -1); seq++) {
    await letOthersIn();
    const [row] = await db.query<{ piece: string }>(
      `select encode(bytes, 'base64') as piece from report_file_chunks
       where file_id = $1 and seq = $2`,
      [fileId, seq],
    );
    if (row) pieces.push(Buffer.from(row.piece, 'base64'));
  }
  return Buffer.concat(pieces);
}

/** Deletes a file's pieces one statement at a time (one statement for 10 MB held the thread). */
export async function deleteChunks(db: Queryable, fileId: string): Promise<void> {
  const [last] = await db.query<{ n: number | null }>(
    'select max(seq) as n from report_file_chunks where file_id = $1',
    [fileId],
  );
  for (let seq = last?.n ?? -1; seq >= 0; seq--) {
    await letOthersIn();
    await db.query('delete from report_file_chunks where file_id = $1 and seq = $2', [fileId, seq]);
  }
}
