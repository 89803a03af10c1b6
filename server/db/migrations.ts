import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE = /^(\d{4})-([a-z0-9-]+)\.sql$/;

/**
 * The migrations folder: `server/db/migrations/` from the sources, `dist/server/migrations/` next
 * to the bundle (scripts/build-server.mjs copies it there). Both are `./migrations/` from here.
 */
export function migrationsDirectory(): string {
  return fileURLToPath(new URL('./migrations/', import.meta.url));
}

/**
 * Every `NNNN-name.sql` file, in version order. A migration is reviewed SQL in one file; adding
 * one means adding a file. Versions must be unique and never change once applied.
 */
export function loadMigrations(directory = migrationsDirectory()): Migration[] {
  if (!existsSync(directory)) throw new Error(`No migrations folder at ${directory}`);
  const migrations = readdirSync(directory)
    .map((file) => ({ file, match: FILE.exec(file) }))
    .filter((entry) => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match?.[1]),
      name: (match?.[2] ?? file).replace(/-/g, ' '),
      sql: readFileSync(`${directory}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  const versions = new Set(migrations.map((migration) => migration.version));
  if (versions.size !== migrations.length) throw new Error('Two migrations share a version number');
  return migrations;
}
