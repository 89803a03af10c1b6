import { describe, expect, it } from 'vitest';
import { variantCandidates } from '../../../server/report/recognition/index.ts';
import { resolveOverlaps } from '../../../server/report/recognition/overlaps.ts';
import { findProseChanges } from '../../../server/report/recognition/prose-changes.ts';

const spans = (text: string) =>
  resolveOverlaps(findProseChanges(text)).map((c) => text.slice(c.start, c.end));

describe('changes described in words', () => {
  it('reads arrowed changes at a position, residue-number-residue and codon changes', () => {
    const text =
      'a C-->T transition at nucleotide 677; arginine 124-to-cysteine; Glu 272 to stop; codon 26, GAG-->GCG';
    expect(spans(text)).toEqual([
      'C-->T transition at nucleotide 677',
      'arginine 124-to-cysteine',
      'Glu 272 to stop',
      'codon 26, GAG-->GCG',
    ]);
  });

  it('reads a bare allele pair only where the sentence names it as a change', () => {
    expect(spans('a G/A substitution; (rs2857657, C/G); the AA/AG genotypes; G/A')).toEqual([
      'G/A',
      'C/G',
    ]);
  });
});

describe('one reading per stretch of text', () => {
  it('keeps the longest, most specific mention', () => {
    const text = 'the IVS8+4 A>G and c.263 G>C and C-->T transition at nucleotide 677 variants';
    expect(variantCandidates(text).map((c) => [c.kind, text.slice(c.start, c.end)])).toEqual([
      ['legacy', 'IVS8+4 A>G'],
      ['hgvs', 'c.263 G>C'],
      ['prose', 'C-->T transition at nucleotide 677'],
    ]);
  });
});
