import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import { readOrCreateSecret } from '../secret-file.ts';

const GENERATED = /^[A-Za-z0-9_-]{64}$/;

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder so
 * tokens survive restarts. A damaged file stops the start instead of signing everyone out.
 * `shared` (DATABASE_URL is set): other processes may serve the same patients, and a secret
 * generated into this process's folder would make their tokens fail here, so it must be set.
 */
export async function loadJwtSecret(
  configured: string | null,
  dataDir: string,
  shared = false,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  if (shared) {
    throw new ConfigError(
      'JWT_SECRET must be set when DATABASE_URL is: every server sharing the database must sign tokens with the same secret (e.g. openssl rand -base64 48).',
    );
  }
  const secret = await readOrCreateSecret(
    path.join(dataDir, 'jwt-secret'),
    () => randomBytes(48).toString('base64url'),
    (stored) => GENERATED.test(stored),
    'signs every patient out',
  );
  return new TextEncoder().encode(secret);
}
