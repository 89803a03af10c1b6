// npm run backup -- FILE — a consistent copy of the embedded database (accounts, profiles,
// sessions, reports and their encrypted files) and of DATA_DIR's secrets, while the server runs:
// asked of the running server through DATA_DIR/backup.sock, or made directly when no server runs.
// Same environment as the server (DATA_DIR). With DATABASE_URL use pg_dump (README).
// The file holds the report key: keep it as safe as DATA_DIR itself (it is written mode 600).
import { chmod, rename, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { backupSocketPath } from '../server/backup/backup-socket.ts';
import { makeBackup } from '../server/backup/make-backup.ts';
import { ConfigError, readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';

/** The backup from the running server, or null when no server listens on DATA_DIR. */
function askRunningServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(backupSocketPath(dataDir));
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const status = answer.toString('utf8', 0, Math.max(newline, 0));
      if (status === 'OK') resolve(answer.subarray(newline + 1));
      else reject(new Error(status.replace(/^ERROR /, '') || 'the server sent no backup'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

try {
  const file = process.argv[2];
  if (!file) throw new ConfigError('name the backup file: npm run backup -- FILE');
  const config = readConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      'with DATABASE_URL, back up PostgreSQL with pg_dump (see README, "Backups")',
    );
  }
  let backup = await askRunningServer(config.dataDir);
  if (!backup) {
    const db = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
    try {
      backup = await makeBackup(config.dataDir, () => db.dumpData?.() ?? Promise.reject());
    } finally {
      await db.close();
    }
  }
  const partial = `${file}.partial`;
  await writeFile(partial, backup, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
  console.log(`backup written to ${file} (${Math.round(backup.length / 1024)} KB)`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
