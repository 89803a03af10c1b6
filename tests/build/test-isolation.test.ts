import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesNeedingIsolation, needsIsolation } from '../support/needs-isolation.ts';

describe('test files sharing a module cache', () => {
  const testFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/${file}`);

  it('leaves out every file that mocks, stubs or re-imports modules', () => {
    const needing = testFiles.filter((file) => needsIsolation.test(readFileSync(file, 'utf8')));
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !filesNeedingIsolation.includes(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(filesNeedingIsolation.filter((file) => !testFiles.includes(file))).toEqual([]);
  });
});
