import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { makeBackup } from './make-backup.ts';

/** In DATA_DIR, owner-only like every file there: the operating system checks who asks. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * `npm run backup` while the server runs: the embedded database is locked by this process, so the
 * backup is made here and sent over a Unix socket in DATA_DIR. Protocol: the client writes
 * "backup\n"; the server answers "OK\n" and the backup file's bytes, or "ERROR <message>\n".
 */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Blob>,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  // Left by a process that died: this one holds DATA_DIR's lock, so nobody else listens there.
  await rm(socketPath, { force: true });
  const server = net.createServer((client) => {
    client.once('data', async (request) => {
      if (request.toString().trim() !== 'backup') return client.end('ERROR unknown request\n');
      try {
        const started = performance.now();
        const backup = await makeBackup(dataDir, dump);
        client.write('OK\n');
        client.end(backup);
        logger.info('backup made', {
          bytes: backup.length,
          ms: Math.round(performance.now() - started),
        });
      } catch (error) {
        logger.error('backup failed', { error: (error as Error).name });
        client.end(`ERROR ${(error as Error).message}\n`);
      }
    });
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
