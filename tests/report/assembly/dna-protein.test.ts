import { describe, expect, it } from 'vitest';
import { dnaProteinAgreement } from '../../../server/report/assembly/dna-protein.ts';

describe('c. and p. forms of one variant', () => {
  it('agree when the codon matches and the genetic code reaches the new residue', () => {
    expect(dnaProteinAgreement('c.1601G>A', 'p.Arg534Gln')).toBe('agree');
    expect(dnaProteinAgreement('c.1652G>A', 'p.G551D')).toBe('agree');
    expect(dnaProteinAgreement('c.2645G>A', 'p.(Arg882His)')).toBe('agree');
    expect(dnaProteinAgreement('c.71G>A', 'p.Trp24Ter')).toBe('agree');
    expect(dnaProteinAgreement('c.681G>A', 'p.Pro227=')).toBe('agree');
  });

  it('disagree when the old base cannot sit in a codon of the old residue', () => {
    // arginine codons (CGN, AGR) all carry G in their second position
    expect(dnaProteinAgreement('c.1601C>A', 'p.Arg534Gln')).toBe('disagree');
  });

  it('disagree when the base change cannot give the new residue', () => {
    expect(dnaProteinAgreement('c.1601G>A', 'p.Arg534Gly')).toBe('disagree');
  });

  it('disagree when the codon number is not the one of the DNA position', () => {
    expect(dnaProteinAgreement('c.1601G>A', 'p.Arg535Gln')).toBe('disagree');
  });

  it('checks a protein change read only in part (OCR) by its old residue and codon', () => {
    expect(dnaProteinAgreement('c.1601G>A', 'p.Arg534')).toBe('agree');
    expect(dnaProteinAgreement('c.1601C>A', 'p.Arg534')).toBe('disagree');
  });

  it('places deletions, duplications and frameshifts by codon', () => {
    expect(dnaProteinAgreement('c.2842del', 'p.(Glu948Argfs*3)')).toBe('agree');
    expect(dnaProteinAgreement('c.1521_1523del', 'p.Phe508del')).toBe('agree');
    expect(dnaProteinAgreement('c.2842del', 'p.Glu1948Argfs*3')).toBe('disagree');
    expect(dnaProteinAgreement('c.1601G>A', 'p.Arg534fs')).toBe('disagree');
  });

  it('says nothing for changes outside the coding sequence', () => {
    expect(dnaProteinAgreement('c.-24+40809G>A', 'p.Arg534Gln')).toBe('unknown');
    expect(dnaProteinAgreement('c.1917+326C>T', 'p.?')).toBe('unknown');
  });
});
