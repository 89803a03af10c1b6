import { describe, expect, it } from 'vitest';
import { parseHgvs } from '../../../server/report/hgvs.ts';
import { cAndPAgree } from '../../../server/report/recognition/codon-check.ts';

const agree = (c: string, p: string) => {
  const pc = parseHgvs(c);
  const pp = parseHgvs(p);
  if (!pc || !pp) throw new Error('invalid test HGVS');
  return cAndPAgree(pc, pp);
};

describe('c. and p. forms of one variant', () => {
  it('agree when codon and genetic code fit', () => {
    expect(agree('c.1601G>A', 'p.Arg534Gln')).toBe('agree'); // Factor V Leiden, CGA -> CAA
    expect(agree('c.1208G>A', 'p.(Arg403Gln)')).toBe('agree');
    expect(agree('c.20A>T', 'p.E7V')).toBe('agree'); // HbS, GAG -> GTG
    expect(agree('c.1652G>A', 'p.G551D')).toBe('agree');
    expect(agree('c.3846G>A', 'p.Trp1282Ter')).toBe('agree');
    expect(agree('c.71G>A', 'p.Trp24*')).toBe('agree');
    expect(agree('c.516G>A', 'p.Val172=')).toBe('agree');
  });

  it('disagree when an OCR error changed a base or the codon', () => {
    // arginine codons (CGN, AGR) all carry G in their second position
    expect(agree('c.1601C>A', 'p.Arg534Gln')).toBe('disagree');
    expect(agree('c.1601G>T', 'p.Arg534Gln')).toBe('disagree');
    expect(agree('c.1601G>A', 'p.Arg534Gly')).toBe('disagree'); // CGA -> CAA is Gln, not Gly
    expect(agree('c.1604G>A', 'p.Arg534Gln')).toBe('disagree'); // codon 535
    expect(agree('c.1601G>A', 'p.Arg534fs')).toBe('disagree'); // one base cannot shift the frame
  });

  it('checks the reference residue when only it is known (what OCR left of "p.Arg534Gln")', () => {
    expect(agree('c.1601C>A', 'p.Arg534?')).toBe('disagree');
    expect(agree('c.1601G>A', 'p.Arg534?')).toBe('agree');
  });

  it('places deletions, duplications and frameshifts by codon', () => {
    expect(agree('c.2842del', 'p.(Glu948Argfs*3)')).toBe('agree');
    expect(agree('c.1521_1523del', 'p.Phe508del')).toBe('agree');
    expect(agree('c.2842del', 'p.Glu1948Argfs*3')).toBe('disagree');
  });

  it('cannot tell for changes outside the coding sequence', () => {
    expect(agree('c.1601+1G>A', 'p.Arg534Gln')).toBe('unknown');
    expect(agree('c.-24+40809G>A', 'p.Arg534Gln')).toBe('unknown');
    expect(agree('c.*46A>G', 'p.Arg534Gln')).toBe('unknown');
  });
});
