import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const cli = (args: string[]) =>
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/extract.ts'), ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );

describe('npm run extract', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'extract-cli-'));

  it('--jsonl writes {id, result, mentions} per line, spans into the input text', () => {
    const text =
      'Result: CFTR c.1521_1523delCTT (p.Phe508del), heterozygous, pathogenic. rs113993960';
    writeFileSync(path.join(dir, 'in.jsonl'), `${JSON.stringify({ id: 'a', text })}\nnot json\n`);
    cli(['--jsonl', path.join(dir, 'in.jsonl'), path.join(dir, 'out.jsonl')]);
    const [first, second] = readFileSync(path.join(dir, 'out.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(first.id).toBe('a');
    expect(first.result.variants[0].var).toContain('c.1521_1523delCTT');
    const kinds = first.mentions.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['hgvs', 'rsid']));
    for (const m of first.mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(second).toEqual({ error: 'not JSON' });
  });

  it('--text prints the result JSON', () => {
    writeFileSync(
      path.join(dir, 'r.txt'),
      'Pathogenic variant MYH7 c.1208G>A (p.Arg403Gln), heterozygous',
    );
    const result = JSON.parse(cli(['--text', path.join(dir, 'r.txt')]));
    expect(result.variants[0]).toMatchObject({ gene: ['MYH7'], classification: 'Pathogenic' });
  });

  it('a file that is not a report gives an error object and exit code 1', () => {
    writeFileSync(path.join(dir, 'x.doc'), 'hello');
    let out = '';
    let status = 0;
    try {
      cli([path.join(dir, 'x.doc')]);
    } catch (e) {
      const err = e as { stdout: string; status: number };
      out = err.stdout;
      status = err.status;
    }
    expect(status).toBe(1);
    expect(JSON.parse(out)).toEqual({ error: 'not a PDF, JPEG or PNG file' });
  });
});
