import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder so
 * tokens survive restarts. Several servers sharing one database must all be given JWT_SECRET.
 */
export async function loadJwtSecret(
  configured: string | null,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
