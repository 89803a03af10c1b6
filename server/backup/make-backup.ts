import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BackupEntry, packBackup } from './backup-archive.ts';

/** The secret files of DATA_DIR a restored server needs to read its reports and tokens. */
export const SECRET_FILES = ['report-key', 'jwt-secret'] as const;

/**
 * A backup of an embedded database: its consistent dump (taken between two statements, after a
 * checkpoint) and the secrets of its DATA_DIR. Report files are rows of the database, so they
 * are in the dump.
 */
export async function makeBackup(dataDir: string, dump: () => Promise<Blob>): Promise<Buffer> {
  const entries: BackupEntry[] = [];
  for (const name of SECRET_FILES) {
    const bytes = await readFile(path.join(dataDir, name)).catch(() => null);
    if (bytes) entries.push({ name, bytes });
  }
  const pgdata = new Uint8Array(await (await dump()).arrayBuffer());
  const about = { format: 'herd-health-backup', version: 1, createdAt: new Date().toISOString() };
  return packBackup([
    { name: 'herd-backup.json', bytes: Buffer.from(JSON.stringify(about)) },
    ...entries,
    { name: 'pgdata.tar.gz', bytes: pgdata },
  ]);
}
