import fs from 'node:fs/promises';
import path from 'node:path';

/** Creates the folder if needed and makes it owner-only (0700): other local users see nothing. */
export async function privateFolder(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  await fs.chmod(folder, 0o700);
}

/** Takes group and other permissions off everything below `folder` (files written earlier). */
export async function restrictTree(folder: string): Promise<void> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = await fs.stat(file);
    if (mode & 0o077) await fs.chmod(file, mode & 0o700);
  }
}
