import fs from 'node:fs/promises';
import path from 'node:path';

/** A secret file exists but cannot be used: starting anyway would silently lose data. */
export class SecretFileError extends Error {
  override name = 'SecretFileError';
}

/**
 * Reads a generated secret from the data folder, or creates it (mode 600) when it does not
 * exist. A file that exists but fails `isValid` (truncated, edited, emptied) is an error, never
 * silently replaced: replacing it would sign everyone out or make stored files unreadable.
 */
export async function readOrCreateSecret(
  file: string,
  generate: () => string,
  isValid: (stored: string) => boolean,
  consequence: string,
): Promise<string> {
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (isValid(stored)) return stored;
    throw new SecretFileError(
      `${file} is damaged. Restore it from a backup; deleting it ${consequence}.`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = generate();
  // `wx`: when two processes race, the second fails instead of overwriting the first's secret.
  await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
