import path from 'node:path';
import type { Logger } from '../logger.ts';
import type { Database } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

/** PostgreSQL when a URL is given, otherwise embedded PGlite under the data folder. */
export function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; pgliteSharedBuffers?: string },
  logger?: Logger,
) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger)
    : openPglite(path.join(options.dataDir, 'pglite'), {
        ...(options.pgliteSharedBuffers ? { sharedBuffers: options.pgliteSharedBuffers } : {}),
      });
}

export type { Database };
