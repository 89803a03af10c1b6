import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecret } from '../secret-file.ts';

const GENERATED = /^[A-Za-z0-9_-]{64}$/;

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder so
 * tokens survive restarts. A damaged file stops the start instead of signing everyone out.
 */
export async function loadJwtSecret(
  configured: string | null,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const secret = await readOrCreateSecret(
    path.join(dataDir, 'jwt-secret'),
    () => randomBytes(48).toString('base64url'),
    (stored) => GENERATED.test(stored),
    'signs every patient out',
  );
  return new TextEncoder().encode(secret);
}
