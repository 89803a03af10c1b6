import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ReportFileStore } from './report-file-store.ts';

// Keys the old store generated: <user uuid>/<file uuid>.<extension>.
const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(pdf|jpg|png)$/;

async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Start-up clean-up of the plain files older versions kept under DATA_DIR/uploads: each file
 * that belongs to a report row moves into the encrypted store (same transaction as clearing
 * the row's old key), then every file left there (orphans of a crash or a full disk) is
 * deleted. A row whose file is not in this data folder is left alone: with several servers,
 * another one may hold it.
 */
export async function migrateLegacyUploads(
  db: Database,
  files: ReportFileStore,
  dataDir: string,
  logger: Logger,
): Promise<{ migrated: number; removed: number }> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return { migrated: 0, removed: 0 };
  const rows = await db.query<{ id: string; user_id: string; storage_key: string }>(
    'select id, user_id, storage_key from reports where storage_key is not null',
  );
  let migrated = 0;
  for (const row of rows) {
    if (!SAFE_KEY.test(row.storage_key)) continue;
    const file = path.join(root, row.storage_key);
    if (!existsSync(file)) continue;
    const bytes = new Uint8Array(await fs.readFile(file));
    await db.transaction(async (tx) => {
      await files.save(tx, { id: row.id, userId: row.user_id, bytes });
      await tx.query('update reports set storage_key = null where id = $1', [row.id]);
    });
    await fs.rm(file, { force: true });
    migrated += 1;
  }
  const leftovers = await listFiles(root);
  await fs.rm(root, { recursive: true, force: true });
  if (migrated || leftovers.length) {
    logger.info('legacy uploads cleaned', { migrated, removed: leftovers.length });
  }
  return { migrated, removed: leftovers.length };
}

/** Files stored without a report or a waiting upload (a crash between the two writes cannot
 * leave these, but an interrupted older version could): deleted at start-up. */
export async function deleteOrphanFiles(db: Database): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `delete from report_files f
     where not exists (select 1 from reports r where r.id = f.id)
       and not exists (
         select 1 from report_jobs j where j.id = f.id and j.status in ('queued', 'reading'))
     returning f.id`,
  );
  // Pieces of an upload whose transaction never came (PGlite only writes them, and at start-up
  // no upload of its own process is under way).
  if (db.kind === 'pglite') {
    await db.query(
      `delete from report_file_chunks c
       where not exists (select 1 from report_files f where f.id = c.file_id)`,
    );
  }
  return rows.length;
}
