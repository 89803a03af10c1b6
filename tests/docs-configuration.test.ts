import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListedFile } from './support/read-listed-file';

// Every environment variable the code reads is documented (docs/configuration.md) and named in
// the README, so a new one cannot ship unexplained. Read from the source, not from a list.
const root = path.resolve(import.meta.dirname, '..');
const folders = ['server', 'scripts', 'src', 'e2e'];
const files = ['vite.config.ts', 'playwright.config.ts', 'playwright.dev.config.ts'];
// Set by the platform or the test runner, not by whoever runs the app (PWDEBUG is Playwright's).
const notOurs = new Set(['CI', 'DEV', 'NODE_ENV', 'PROD', 'MODE', 'SSR', 'BASE_URL', 'PWDEBUG']);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name === 'data') return [];
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return []; // gone since the listing (another test's probe file)
    if (stat.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

const reads = [
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /\(env, '([A-Z][A-Z0-9_]+)'/g,
  /\benv\.([A-Z][A-Z0-9_]+)/g,
];

function variablesRead(): Set<string> {
  const all = [
    ...folders.flatMap((folder) => sources(path.join(root, folder))),
    ...files.map((file) => path.join(root, file)),
  ];
  const names = new Set<string>();
  for (const file of all) {
    const text = readListedFile(file);
    for (const pattern of reads) {
      for (const match of text.matchAll(pattern)) names.add(match[1] as string);
    }
  }
  for (const name of notOurs) names.delete(name);
  return names;
}

describe('environment variables', () => {
  const read = [...variablesRead()].sort();
  const reference = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

  it('finds the variables the code reads', () => {
    expect(read).toContain('DATABASE_URL');
    expect(read).toContain('SMTP_URL');
  });

  it('documents each in docs/configuration.md and names each in the README', () => {
    expect(read.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
    expect(read.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
