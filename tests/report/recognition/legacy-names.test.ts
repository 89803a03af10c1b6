import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../server/report/recognition/candidate.ts';
import { findLegacyDna } from '../../../server/report/recognition/legacy-dna.ts';
import { findLegacyIntronic } from '../../../server/report/recognition/legacy-intronic.ts';
import { findLegacyProtein } from '../../../server/report/recognition/legacy-protein.ts';

const spans = (text: string, find: (t: string) => Candidate[]) =>
  find(text).map((c) => text.slice(c.start, c.end));
const hgvsOf = (text: string, find: (t: string) => Candidate[]) =>
  find(text).map((c) => c.asHgvs ?? null);

describe('nucleotide changes without a prefix', () => {
  it('reads position-first changes with spaces, arrows, slashes and parentheses', () => {
    const text = 'the 3190C>T, -521 C/T, 677 C-->T, 2398+1G>C, -369 (C>G) and 3849 + 10kb C > T';
    expect(spans(text, findLegacyDna)).toEqual([
      '3190C>T',
      '-521 C/T',
      '677 C-->T',
      '2398+1G>C',
      '-369 (C>G)',
      '3849 + 10kb C > T',
    ]);
  });

  it('gives the HGVS spelling but keeps the written name as the value (numbering may be legacy)', () => {
    const [first] = findLegacyDna('a 3190C>T change');
    expect(first).toMatchObject({ kind: 'legacy', value: '3190C>T', asHgvs: 'c.3190C>T' });
  });

  it('reads the reference base first, legacy indels and allele pairs with a position', () => {
    const text = 'G-308A, A1166C, 185delAG, 657del5, 1308_1316 dup9, dup24bp, C/T(-13910)';
    expect(spans(text, findLegacyDna)).toEqual([
      'G-308A',
      'A1166C',
      '185delAG',
      '657del5',
      '1308_1316 dup9',
      'dup24bp',
      'C/T(-13910)',
    ]);
  });

  it('does not read a number inside another name or a bare deletion', () => {
    expect(spans('IVS1-1G>A', findLegacyDna)).toEqual([]);
    expect(spans('c.-491A>T', findLegacyDna)).toEqual([]);
    expect(spans('exon 5 del', findLegacyDna)).toEqual([]);
    expect(spans('no change 12C>C', findLegacyDna)).toEqual([]);
  });
});

describe('protein changes without a prefix', () => {
  it('reads three- and one-letter substitutions, spaced and with arrows', () => {
    const text = 'Arg987Ter, Ser326Cys, R117H, Asp 300 Val, Ile(146)-->Leu, cys152 > arg, E873stop';
    expect(spans(text, findLegacyProtein)).toEqual([
      'Arg987Ter',
      'Ser326Cys',
      'Asp 300 Val',
      'Ile(146)-->Leu',
      'cys152 > arg',
      'R117H',
      'E873stop',
    ]);
    expect(hgvsOf('Ser326Cys and R117H', findLegacyProtein)).toEqual([
      'p.Ser326Cys',
      'p.Arg117His',
    ]);
  });

  it('reads frameshifts, deletions and delta names', () => {
    const text = 'Leu203fsX15, F508del, ΔF508, delta F508, CCR5-Delta32, K175-D176del';
    expect(spans(text, findLegacyProtein)).toEqual([
      'Leu203fsX15',
      'F508del',
      'K175-D176del',
      'ΔF508',
      'delta F508',
      'Delta32',
    ]);
    expect(hgvsOf('ΔF508', findLegacyProtein)).toEqual(['p.Phe508del']);
  });

  it('reads silent changes but not genotypes, and not short or word-like tokens', () => {
    expect(spans('c.1272C>T (Ser424Ser)', findLegacyProtein)).toEqual(['Ser424Ser']);
    expect(spans('the Met326Met/Met326Ile genotypes', findLegacyProtein)).toEqual(['Met326Ile']);
    expect(spans('T2D and E1A and A1359A', findLegacyProtein)).toEqual([]);
  });
});

describe('intron-relative names', () => {
  it('reads IVS and exon-relative names in their written forms', () => {
    const text =
      'IVS1-1G>A, IVS8+4 A>G, IVS3 + 18C > T, IVSII-1 (G > A), IVS7-151_152delGA, Ex2+860G>C, IVS-13(+5)';
    expect(spans(text, findLegacyIntronic)).toEqual([
      'IVS1-1G>A',
      'IVS8+4 A>G',
      'IVS3 + 18C > T',
      'IVSII-1 (G > A)',
      'IVS7-151_152delGA',
      'Ex2+860G>C',
      'IVS-13(+5)',
    ]);
  });
});
