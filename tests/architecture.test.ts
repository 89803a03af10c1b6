import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

const forbiddenInMachines = [
  /^react($|\/)/,
  /^react-dom/,
  /^react-router/,
  /^@xstate\/react/,
  /^ky($|\/)/,
  /(^|\/)src\//,
  /^\.\.\/+\.\.\/src/,
];

describe('architecture boundaries', () => {
  const machineFiles = sourceFiles(join(root, 'machines'));

  it('finds the machines to check', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
  });

  it('machines/ import nothing from React, react-router, ky or src/', () => {
    const offences = machineFiles.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            forbiddenInMachines.some((pattern) => pattern.test(spec)) || spec.includes('/src/'),
        )
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('the import scanner recognises a forbidden import (self-check)', () => {
    const sample = "import { useState } from 'react';\nimport ky from 'ky';";
    const specs = [...sample.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
      (m) => m[1] ?? '',
    );
    expect(specs.filter((s) => forbiddenInMachines.some((p) => p.test(s)))).toEqual([
      'react',
      'ky',
    ]);
  });
});
