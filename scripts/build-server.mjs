// Bundles the API server (and any extra worker entries the server declares) for `npm start`.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');

// server/report lists its worker-thread entries here; each becomes dist/server/<out>.js.
const extraEntriesFile = path.join(root, 'server/report/build-entries.json');
const extraEntries = existsSync(extraEntriesFile)
  ? JSON.parse(readFileSync(extraEntriesFile, 'utf8'))
  : [];

const entryPoints = [
  { in: path.join(root, 'server/main.ts'), out: 'main' },
  // `npm run worker`: reads queued reports next to web servers on one PostgreSQL.
  { in: path.join(root, 'server/worker.ts'), out: 'worker' },
  ...extraEntries.map((entry) => ({ in: path.join(root, entry.in), out: entry.out })),
];

await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// Migrations are SQL files read at start-up: they go beside the bundle (server/db/migrations.ts).
// The folder is emptied first: a migration renamed or removed since the last build must not run.
rmSync(path.join(outdir, 'migrations'), { recursive: true, force: true });
rmSync(path.join(outdir, 'i18n'), { recursive: true, force: true });
cpSync(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});

// The HPO terms the symptom search reads (server/phenotypes/hpo-terms.ts looks beside the bundle).
cpSync(
  path.join(root, 'server/phenotypes/data/hpo-terms.tsv'),
  path.join(outdir, 'data/hpo-terms.tsv'),
);

// The message catalogues: the server keeps the messages it words itself, the mail's and the
// exports' (server/i18n/server-words.ts looks beside the bundle).
cpSync(path.join(root, 'i18n/catalogue'), path.join(outdir, 'i18n'), { recursive: true });

console.log(
  `server bundled: ${entryPoints.map((entry) => `dist/server/${entry.out}.js`).join(', ')}`,
);
