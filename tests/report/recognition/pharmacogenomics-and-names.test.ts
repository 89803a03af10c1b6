import { describe, expect, it } from 'vitest';
import { findNamedVariants } from '../../../server/report/recognition/named-variants.ts';
import { findRsidMentions } from '../../../server/report/recognition/rsid-genotypes.ts';
import { findStarAlleles } from '../../../server/report/recognition/star-alleles.ts';

describe('star alleles', () => {
  it('reads diplotypes with their gene, single alleles with a gene, and HLA alleles', () => {
    const text = 'CYP2D6    *4/*41   intermediate; CYP2C19*2; HLA-B*57:01 negative; see note *1';
    expect(findStarAlleles(text).map((c) => [c.value, c.gene ?? null])).toEqual([
      ['HLA-B*57:01', 'HLA-B'],
      ['CYP2D6*4/*41', 'CYP2D6'],
      ['CYP2C19*2', 'CYP2C19'],
    ]);
  });

  it('reads a diplotype without a gene but not a lone footnote star', () => {
    expect(findStarAlleles('genotype *1/*3 (see *2)').map((c) => c.value)).toEqual(['*1/*3']);
  });
});

describe('rsIDs with a genotype', () => {
  it('keeps the identifier as the span and the genotype as what the table says', () => {
    const text = 'F5 rs6025 AG variant present; VKORC1 rs9923231 GG; rs4244285 (G;A); rs1234, C';
    expect(
      findRsidMentions(text).map((c) => [
        text.slice(c.start, c.end),
        c.genotype ?? null,
        c.zygosity ?? null,
      ]),
    ).toEqual([
      ['rs6025', 'A/G', 'Heterozygous'],
      ['rs9923231', 'G/G', 'Homozygous'],
      ['rs4244285', 'G/A', 'Heterozygous'],
      ['rs1234', null, null],
    ]);
  });
});

describe('variants known by name', () => {
  it('gives the gene, HGVS form and dbSNP id of a named variant', () => {
    expect(findNamedVariants('heterozygous for Factor V Leiden; HbS carrier')).toMatchObject([
      { kind: 'named', value: 'Factor V Leiden', gene: 'F5', asHgvs: 'c.1601G>A', rsid: 'rs6025' },
      { kind: 'named', value: 'HbS', gene: 'HBB', asHgvs: 'c.20A>T', rsid: 'rs334' },
    ]);
  });

  it('keeps the capitals that make a name: "Hbs Lepore" is not HbS', () => {
    expect(findNamedVariants('the Hbs Lepore and HBS')).toEqual([]);
  });
});
