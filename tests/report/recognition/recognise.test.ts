import { describe, expect, it } from 'vitest';
import { recognise } from '../../../server/report/recognition/index.ts';

describe('recognise(): typed mentions with offsets into the raw text', () => {
  it('maps every mention back to the characters as written', () => {
    const raw =
      'CFTR\u00a0NM_000492.4:c.1521_\n1523delCTT (ΔF508), rs113993960, PMID: 2475911, 22047557.';
    const mentions = recognise(raw);
    for (const m of mentions) expect(raw.slice(m.start, m.end)).toBe(m.text);
    expect(mentions.map((m) => [m.kind, m.value])).toEqual([
      ['hgvs', 'c.1521_1523delCTT'],
      ['refseq', 'NM_000492.4'],
      ['legacy', 'ΔF508'],
      ['rsid', 'rs113993960'],
      ['pmid', '2475911'],
      ['pmid', '22047557'],
    ]);
    expect(mentions[0]).toMatchObject({
      accession: 'NM_000492.4',
      text: 'NM_000492.4:c.1521_\n1523delCTT',
    });
  });

  it('marks a doubtful description uncertain instead of guessing', () => {
    const [m] = recognise('c.1601G>B');
    expect(m).toMatchObject({ kind: 'hgvs', uncertain: true, readings: [] });
  });
});

describe('recognise() on a long report', () => {
  it('reads a text of a few hundred thousand characters without running out of stack', () => {
    const raw = 'Result: c.1601G>A (p.Arg534Gln) heterozygous. NM _000130 .4\n'.repeat(6000);
    const mentions = recognise(raw);
    expect(mentions.filter((m) => m.kind === 'hgvs')).toHaveLength(12000);
    expect(mentions.at(-1)?.start).toBeGreaterThan(350_000);
  });
});
