// npm run restore -- FILE — puts a backup made by `npm run backup` into DATA_DIR, which must be
// empty (or not exist yet); then `npm start` serves it. With DATABASE_URL use pg_restore (README).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unpackBackup } from '../server/backup/backup-archive.ts';
import { SECRET_FILES } from '../server/backup/make-backup.ts';
import { ConfigError, readConfig } from '../server/config.ts';
import { privateFolder, restrictTree } from '../server/db/private-folder.ts';

try {
  const file = process.argv[2];
  if (!file) throw new ConfigError('name the backup file: npm run restore -- FILE');
  process.umask(0o077);
  const config = readConfig();
  if (config.databaseUrl) {
    throw new ConfigError('with DATABASE_URL, restore PostgreSQL with pg_restore (see README)');
  }
  await mkdir(config.dataDir, { recursive: true });
  if ((await readdir(config.dataDir)).length > 0) {
    throw new ConfigError(`DATA_DIR ${config.dataDir} is not empty: restore into an empty folder`);
  }
  const entries = unpackBackup(await readFile(file));
  await privateFolder(config.dataDir);
  for (const name of SECRET_FILES) {
    const bytes = entries.get(name);
    if (bytes) await writeFile(path.join(config.dataDir, name), bytes, { mode: 0o600 });
  }
  const pgdata = entries.get('pgdata.tar.gz') as Uint8Array;
  const directory = path.join(config.dataDir, 'pglite');
  const db = await PGlite.create(directory, { loadDataDir: new Blob([new Uint8Array(pgdata)]) });
  await db.close();
  await restrictTree(config.dataDir);
  console.log(`restored ${file} into ${config.dataDir}`);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
