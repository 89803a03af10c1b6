import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';
import { recognise } from '../../../server/report/recognition/index.ts';

const hgvs = (text: string) =>
  recognise(text)
    .filter((m) => m.kind === 'hgvs')
    .map((m) => [m.text, m.value, m.uncertain === true]);

describe('descriptions OCR glued to a word or to each other', () => {
  it('ends a description where a glued word begins', () => {
    expect(hgvs('The c.75G>Tvariant occurs at position 25')).toEqual([
      ['c.75G>T', 'c.75G>T', false],
    ]);
    expect(hgvs('The g.1438432G>Tmutation was seen')).toEqual([
      ['g.1438432G>T', 'g.1438432G>T', false],
    ]);
  });

  it('reads a protein change glued to its DNA change as a second description', () => {
    expect(hgvs('RPS15 c.75G>Tp.Leu25= )')).toEqual([
      ['c.75G>T', 'c.75G>T', false],
      ['p.Leu25=', 'p.Leu25=', false],
    ]);
  });

  it('still reads other glued letters as damage, never as a shorter variant', () => {
    expect(hgvs('c.1601G>Axyz was seen')).toEqual([['c.1601G>Axyz', 'c.1601G>Axyz', true]]);
    expect(hgvs('c.5_6delAGinsT')).toEqual([['c.5_6delAGinsT', 'c.5_6delinsT', false]]);
  });

  it('keeps a description with a glued word a finding, not a doubtful fragment', () => {
    const report = fromText('Result: the PICALM c.657G>Tvariant was detected, heterozygous.');
    expect(report.variants.map((v) => v.var)).toEqual([['c.657G>T']]);
    expect(report.uncertain_variants).toEqual([]);
  });
});

describe('a description OCR split with a space inside its position', () => {
  it('is not read as its valid first part ("g.1= 3922601C>T")', () => {
    expect(hgvs('The g.1= 3922601C>T variant occurs in chromosome chr16')).toEqual([
      ['g.1= 3922601C>T', 'g.1=3922601C>T', true],
    ]);
    expect(hgvs('the position g.1= is unchanged; c.100A>G was seen')).toEqual([
      ['g.1=', 'g.1=', false],
      ['c.100A>G', 'c.100A>G', false],
    ]);
  });
});
