import { describe, expect, it } from 'vitest';
import { parseHgvs } from '../../server/report/hgvs.ts';

describe('HGVS grammar', () => {
  it.each([
    ['c.1521_1523delCTT', 'c', '1521_1523delCTT'],
    ['c.5946del', 'c', '5946del'],
    ['c.3718-2477C>T', 'c', '3718-2477C>T'],
    ['c.-32+1G>A', 'c', '-32+1G>A'],
    ['c.*120del', 'c', '*120del'],
    ['c.100_101insA', 'c', '100_101insA'],
    ['c.100_102delinsTT', 'c', '100_102delinsTT'],
    ['c.100_200inv', 'c', '100_200inv'],
    ['c.100_200dup', 'c', '100_200dup'],
    ['c.(4185+1_4186-1)_(4675+1_4676-1)del', 'c', '(4185+1_4186-1)_(4675+1_4676-1)del'],
    ['g.27134T>G', 'g', '27134T>G'],
    ['m.3243A>G', 'm', '3243A>G'],
    ['n.76A>C', 'n', '76A>C'],
    ['r.76a>c', 'r', '76a>c'],
    ['p.Phe508del', 'p', 'Phe508del'],
    ['p.(Ser1982Argfs*22)', 'p', '(Ser1982Argfs*22)'],
    ['p.G551D', 'p', 'G551D'],
    ['p.Arg403Gln', 'p', 'Arg403Gln'],
    ['p.Trp1282*', 'p', 'Trp1282*'],
    ['p.Met1ext-5', 'p', 'Met1ext-5'],
  ])('accepts %s', (text, kind, body) => {
    expect(parseHgvs(text)).toMatchObject({ kind, body });
  });

  it('reads the accession and the gene in front of the description', () => {
    expect(parseHgvs('NM_000492.4(CFTR):c.1652G>A')).toEqual({
      accession: 'NM_000492.4',
      gene: 'CFTR',
      kind: 'c',
      body: '1652G>A',
      start: { anchor: '', base: 1652, offset: null },
      end: null,
      edit: { type: 'sub', ref: 'G', alt: 'A' },
    });
    expect(parseHgvs('NC_012920.1:m.3243A>G')).toMatchObject({
      accession: 'NC_012920.1',
      kind: 'm',
    });
  });

  it.each(['c.123', 'p.Arg', 'c.12G>', 'c.G>A', 'p.Xyz12Abc', 'c.1_2foo', 'x.123A>G', ''])(
    'rejects %j',
    (text) => {
      expect(parseHgvs(text)).toBeUndefined();
    },
  );
});
