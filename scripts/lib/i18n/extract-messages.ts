import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Where the catalogues live: `<locale>.json`, each `{ "message id": "ICU message" }`. */
export const catalogueDir = path.join(root, 'i18n/catalogue');
export const englishCatalogueFile = path.join(catalogueDir, 'en.json');

/**
 * The code whose messages the catalogue holds: the app (not its developer-only pages under
 * src/dev), the machines, the contract, the server and the catalogue's own shared messages.
 */
const sourceGlobs = [
  'src/**/*.{ts,tsx}',
  'machines/**/*.ts',
  'contract/**/*.ts',
  'server/**/*.ts',
  'i18n/**/*.ts',
];
const ignoredGlobs = ['src/dev/**', 'server/report/data/**', '**/*.d.ts'];

export type Catalogue = Record<string, string>;

/**
 * Every message declared in the code (`defineMessage`, `defineMessages`, `formatMessage`,
 * `<FormattedMessage>`), by id, with its English text: `formatjs extract`. It fails on two
 * declarations of one id with different texts.
 */
export function extractMessages(): Catalogue {
  const bin = path.join(root, 'node_modules/.bin/formatjs');
  const output = execFileSync(
    bin,
    ['extract', ...sourceGlobs, '--ignore', ...ignoredGlobs, '--format', 'simple', '--throws'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output) as Catalogue;
}

/** The catalogue as committed: sorted by id, two-space JSON, a final newline. */
export function catalogueText(catalogue: Catalogue): string {
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function readCatalogue(file: string): Catalogue {
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** Every catalogue file there is, by locale (`en`, and `es`, `ar` once translated). */
export function catalogueFiles(): Map<string, string> {
  return new Map(
    readdirSync(catalogueDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), path.join(catalogueDir, file)]),
  );
}
