import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate.ts';
import { loadMigrations } from '../../server/db/migrations.ts';
import { openPglite } from '../../server/db/open-pglite.ts';

let template: Promise<string> | undefined;

function templateKey(): string {
  const pglite = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string };
  return createHash('sha256')
    .update(pglite.version)
    .update(JSON.stringify(loadMigrations()))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Tests and benchmarks only: a migrated, closed PGlite folder, built once per machine and
 * schema, that new data folders start from. PGlite's initdb costs seconds of CPU per fresh
 * folder (tens of seconds on a loaded machine); copying the result takes a fraction of that.
 */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const target = path.join(os.tmpdir(), `herd-pglite-template-${templateKey()}`);
    if (existsSync(path.join(target, 'PG_VERSION'))) return target;
    const building = path.join(os.tmpdir(), `herd-pglite-building-${randomUUID()}`);
    const db = await openPglite(building);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    // Another worker may have finished first: either copy is as good.
    await fs.rename(building, target).catch(async () => {
      await fs.rm(building, { recursive: true, force: true });
    });
    await fs.rm(`${building}.lock`, { force: true });
    return target;
  })();
  return template;
}

/** Starts `dataDir`'s embedded database from the template, unless it already has one. */
export async function seedPglite(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (existsSync(folder)) return;
  await fs.mkdir(dataDir, { recursive: true });
  await fs.cp(await pgliteTemplate(), folder, { recursive: true });
}
