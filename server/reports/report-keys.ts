import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { readOrCreateSecret, SecretFileError } from '../secret-file.ts';
import { createKeyring, type ReportKeyring } from './report-keyring.ts';

const BASE64_KEY = /^[A-Za-z0-9+/]{43}=$/;

/**
 * REPORT_ENCRYPTION_KEY (and REPORT_ENCRYPTION_OLD_KEYS) when set. Otherwise, on PGlite, a key
 * generated once into DATA_DIR/report-key. With DATABASE_URL the key must be given: several
 * servers must share it, and keeping it in the database next to the files it protects would
 * defeat the encryption.
 */
export async function loadReportKeyring(
  config: Pick<ServerConfig, 'reportKeys' | 'databaseUrl' | 'dataDir'>,
): Promise<ReportKeyring> {
  if (config.reportKeys) return createKeyring(config.reportKeys.current, config.reportKeys.old);
  if (config.databaseUrl) {
    throw new SecretFileError(
      'REPORT_ENCRYPTION_KEY must be set when DATABASE_URL is: every server sharing the database needs the same key (e.g. openssl rand -base64 32).',
    );
  }
  const stored = await readOrCreateSecret(
    path.join(config.dataDir, 'report-key'),
    () => randomBytes(32).toString('base64'),
    (value) => BASE64_KEY.test(value),
    'makes every stored report file unreadable',
  );
  return createKeyring(new Uint8Array(Buffer.from(stored, 'base64')));
}

/** Refuses to start when stored files or results were encrypted with a key this server does not have. */
export async function checkKeysCoverStoredFiles(db: Queryable, keyring: ReportKeyring) {
  const rows = await db.query<{ key_id: string }>(
    `select key_id from report_files union
     select result_key_id from reports where result_key_id is not null`,
  );
  const missing = rows.map((row) => row.key_id).filter((id) => !keyring.has(id));
  if (missing.length > 0) {
    throw new SecretFileError(
      `Stored report files are encrypted with key id(s) ${missing.join(', ')}, which are not configured. Set REPORT_ENCRYPTION_KEY or list the previous key in REPORT_ENCRYPTION_OLD_KEYS.`,
    );
  }
}
