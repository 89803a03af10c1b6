import { describe, expect, it } from 'vitest';
import { category } from '../../../scripts/eval-external/corpora.ts';
import { prf } from '../../../scripts/eval-external/mention-score.ts';
import { goldStatedOn } from '../../../scripts/eval-external/page-one-gold.ts';
import { variantKey } from '../../../scripts/eval-external/part-hgvs.ts';
import { PyRandom } from '../../../scripts/eval-external/py-random.ts';

describe('eval:external harness pieces', () => {
  it("draws the same numbers as Python's random.Random(20240601)", () => {
    // values printed by CPython 3.11 for the same calls
    const r = new PyRandom(20240601);
    expect(r.random()).toBe(0.11799648743459645);
    expect(r.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(7);
    expect(r.choice('BDEFHIJKLMOPQRSVWXYZ')).toBe('V');
    expect(r.choice(Array.from({ length: 12345 }, (_, i) => i))).toBe(4240);
  });

  it('puts gold mentions in the baseline notation categories', () => {
    expect(['rs123', 'c.35delG', 'G to A at nucleotide 5', 'R117H'].map(category)).toEqual([
      'rsid',
      'hgvs',
      'natural',
      'legacy',
    ]);
  });

  it('cuts a gold to what one page states', () => {
    const gold = {
      variants: [
        {
          gene: 'MYH7',
          hgvs: ['c.1208G>A', 'p.Arg403Gln'],
          dbSNP: ['rs121913624'],
          PMID: ['111'],
          diseaseNames: ['Hypertrophic cardiomyopathy 1 | CMH1', 'Sudden death'],
        },
        { gene: 'TTN', hgvs: ['c.65794G>A'] },
      ],
      PMID: ['222', '333'],
    };
    const page =
      'MYH7 c.1208G>A (p.Arg403Gln) Pathogenic\nhypertrophic\ncardiomyopathy 1 (CMH1). dbSNP:\nrs121913624 [1]\n1. Ref PMID: 222';
    expect(goldStatedOn(gold, page)).toEqual({
      variants: [
        { ...gold.variants[0], PMID: [], diseaseNames: ['Hypertrophic cardiomyopathy 1 | CMH1'] },
      ],
      PMID: ['222'],
    });
  });

  it('compares variants whatever the spelling', () => {
    expect(variantKey('NM_1.2:p.(R117H)')).toBe(variantKey('p.Arg117His'));
    expect(variantKey('c.1521_1523delCTT')).toBe('c.1521_1523del');
    expect(variantKey('c.1601G>A')).not.toBe(variantKey('c.1601C>A'));
  });

  it('computes precision, recall and F1', () => {
    const s = prf(8, 2, 2);
    expect([s.p, s.r]).toEqual([0.8, 0.8]);
    expect(s.f).toBeCloseTo(0.8, 10);
  });
});
