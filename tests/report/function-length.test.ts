import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 11 item 9: the engine is a readable pipeline, no function over ~80 lines.
const MAX_LINES = 80;
const engine = path.join(import.meta.dirname, '../../server/report');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'data' ? [] : sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/** Every function, arrow function and method longer than `max` lines, as "file:line (n lines)". */
function longFunctions(fileName: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) {
        found.push(`${path.relative(engine, fileName)}:${first + 1} (${last - first + 1} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the report engine has no function over 80 lines', () => {
  it('holds for every module of server/report (generated data aside)', () => {
    const files = sourceFiles(engine);
    expect(files.length).toBeGreaterThan(50);
    const long = files.flatMap((file) =>
      longFunctions(file, readFileSync(file, 'utf8'), MAX_LINES),
    );
    expect(long).toEqual([]);
  });

  it('finds a function that is too long', () => {
    const body = Array.from({ length: 90 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(
      longFunctions(path.join(engine, 'probe.ts'), `function f() {\n${body}\n}\n`, 80),
    ).toEqual(['probe.ts:1 (92 lines)']);
  });
});
