import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded documents live under DATA_DIR/uploads, a folder no static route serves. Keys are
 * server-generated (never the client's file name) so they cannot escape the folder.
 */
export function createUploadStore(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(pdf|jpg|png)$/;

  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };

  return {
    async save(userId: string, extension: 'pdf' | 'jpg' | 'png', bytes: Uint8Array) {
      const key = `${userId}/${randomUUID()}.${extension}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, bytes, { mode: 0o600 });
      return key;
    },
    read: (key: string) => fs.readFile(resolve(key)),
    async remove(key: string) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
