import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsIsolation, nodeFilesNeedingIsolation } from '../support/needs-isolation.ts';

describe('node test files sharing a module cache', () => {
  const nodeFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/${file}`);

  it('leaves out every file that mocks, stubs or re-imports modules', () => {
    const needing = nodeFiles.filter((file) => needsIsolation.test(readFileSync(file, 'utf8')));
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !nodeFilesNeedingIsolation.includes(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(nodeFilesNeedingIsolation.filter((file) => !nodeFiles.includes(file))).toEqual([]);
  });
});
