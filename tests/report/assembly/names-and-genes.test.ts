import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

const vars = (text: string) => fromText(text).variants.map((v) => v.var);

describe('legacy and named variants', () => {
  it('stand for their HGVS spelling when the report gives no c./p. form', () => {
    expect(vars('Result: heterozygous for Factor V Leiden (F5).')).toEqual([
      ['c.1601G>A', 'Factor V Leiden'],
    ]);
    const v600e = fromText('BRAF   V600E   Tier I   VAF 34%').variants;
    expect(v600e.map((v) => [v.gene, v.var])).toEqual([[['BRAF'], ['p.Val600Glu', 'V600E']]]);
  });

  it('in a sentence are findings only when it states them as the patient result', () => {
    const background = [
      'Uniparental disomy is observed in 30 % of PV, often with a high JAK2 Val617Phe allele burden.',
      'BRAF V600E mutations are found in half of melanomas.',
    ].join(' ');
    expect(vars(background)).toEqual([]);
    expect(vars('A JAK2 Val617Phe mutation was detected in this sample.')).toEqual([
      ['p.Val617Phe', 'Val617Phe'],
    ]);
  });

  it('are a name of the HGVS variant the report writes, never a variant of their own', () => {
    const report = fromText(
      [
        'HBB   c.20A>T (p.Glu7Val)   heterozygous   Pathogenic',
        '',
        'Its historical name Glu6Val (HBB) was identified in the 1950s.',
      ].join('\n'),
    );
    expect(report.variants).toHaveLength(1);
    expect(report.variants[0]?.var.slice(0, 2)).toEqual(['c.20A>T', 'p.Glu7Val']);
    expect(report.variants[0]?.var).not.toContain('p.Glu6Val');
    expect(report.uncertain_variants).toEqual([]);
  });

  it('are dropped when the gene has several HGVS variants they could name', () => {
    const report = fromText(
      [
        'CFTR   c.1521_1523del (p.Phe508del)   heterozygous   Pathogenic',
        'CFTR   c.350G>A (p.Arg117His)   heterozygous   Pathogenic',
        '',
        'The R118H change was identified in CFTR.',
      ].join('\n'),
    );
    expect(report.variants.map((v) => v.var[0])).toEqual(['c.1521_1523del', 'c.350G>A']);
  });
});

describe('legacy names written with a variant', () => {
  it("are not taken from a line that writes another variant's change", () => {
    const text =
      'Summary of Results: Gene Exon Base Amino Zygosity Interpretation NACA 4 c.1700C>T p.Pro567Leu heterozygous Pathogenic CHD3 1 c.5229A>C Arg 1743Ser homozygous Likely pathogenic';
    // nor given to its own variant there: which variant a name belongs to, the line does not say
    expect(fromText(text).variants.map((v) => v.var)).toEqual([
      ['c.1700C>T', 'p.Pro567Leu'],
      ['c.5229A>C'],
    ]);
  });

  it("are not taken when they change other residues than the variant's own protein change", () => {
    const text = [
      'Genetic Report',
      'MTHFR Deficiency: This patient contains a single mutation known as Ala222Val in the MTHFR gene.',
      'AMPD1 Deficiency: This patient is a carrier of, but is not affected by, this disorder due to a single mutation in the AMPD1 gene known as K287I.',
    ].join('\n');
    const [ampd1, ...others] = fromText(text).variants;
    expect(others).toEqual([]);
    expect(ampd1?.var).toEqual(['p.Lys287Ile', 'K287I']);
    // nor is "this disorder due to a single mutation" a disease
    const carrier = fromText(
      'Genetic Report\n\nThis patient is a carrier of this disorder due to a single mutation in the AMPD1 gene known as K287I.',
    );
    expect(carrier.variants.map((v) => v.diseaseNames)).toEqual([[]]);
    // a legacy numbering of the same change still is its name: N370S of p.Asn409Ser
    const gba = fromText(
      'Result: heterozygous for the GBA1 variant c.1226A>G (p.Asn409Ser), also known as N370S, pathogenic.',
    ).variants;
    expect(gba[0]?.var).toEqual(['c.1226A>G', 'p.Asn409Ser', 'N370S']);
  });
});

describe('genes written with an old symbol', () => {
  it('gives the current symbol and the symbol as written', () => {
    expect(fromText('DFNB31   c.2423del   heterozygous   Pathogenic').variants[0]?.gene).toEqual([
      'WHRN',
      'DFNB31',
    ]);
    expect(fromText('BRCA2   c.5946del   heterozygous   Pathogenic').variants[0]?.gene).toEqual([
      'BRCA2',
    ]);
  });

  it('gives a record the old symbol an OCR-damaged gene was repaired to', () => {
    expect(fromText('HISTIHAJ   c.72C>A   homozygous   Pathogenic').variants[0]?.gene).toEqual([
      'H4C11',
      'HIST1H4J',
    ]);
  });
});

describe('genes in a results table OCR flattened into one line', () => {
  const line = (second: string) =>
    `Summary of Results: Gene Exon Base Amino Zygosity Interpretation NCOR1 34 c.941T>A p.Leu314His homozygous Likely pathogenic ${second} 5 c.5C>G p.Ser2Cys heterozygous Likely pathogenic`;
  const genes = (text: string) => fromText(text).variants.map((v) => [v.var[0], v.gene]);

  it("gives each row the gene on the titles' side of it", () => {
    expect(genes(line('CDX2'))).toEqual([
      ['c.941T>A', ['NCOR1']],
      ['c.5C>G', ['CDX2']],
    ]);
  });

  it("gives a row whose gene OCR left unreadable none rather than its neighbour's", () => {
    expect(genes(line('HISTXHAFL'))).toEqual([
      ['c.941T>A', ['NCOR1']],
      ['c.5C>G', []],
    ]);
  });

  it('reads a details line whose DNA changes are forms of one variant as no table', () => {
    const text =
      'Variant 1 of 1 Gene H3F3A Variant c.17A>G Amino Zygosity p.Gln6Arg heterozygous Likely pathogenic The g.226249568A>G variant occurs in chromosome chr1 within the H3F3A gene, and it causes c.17A>G change at position 6';
    expect(genes(text)).toEqual([['c.17A>G', ['H3-3A', 'H3F3A']]]);
  });

  it("gives a row none of a gene another row's unreadable change stands after", () => {
    const text =
      'Analysis Location Toronto Table of findings: Gene Information Interpretation ERCC5 C,TOOA>G p.Lys6AClu homozygous Likely pathogenic KMTZD 5 c.16026G>C p.Glu5342Asp heterozygous';
    expect(genes(text)).toEqual([['c.16026G>C', []]]);
  });
});

describe('the gene of a change in a sentence', () => {
  it('is not the gene written with the next change, even when nearer', () => {
    const report = fromText(
      [
        'Gene   Variant   Zygosity   Classification',
        'ATM   c.5558A>T p.D1853V   heterozygous   Variant of Uncertain Significance',
        'MSH6   c.3226C>T p.R1076C   heterozygous   Variant of Uncertain Significance',
        '',
        // OCR broke the first "c.": the protein change stands between the two genes
        'Variants of uncertain significance: ATM c 5558A>T (p.D1853V) and MSH6 ¢.3226C>T (p R1076C) are missense alterations.',
      ].join('\n'),
    );
    expect(report.variants.map((v) => [v.gene, v.var])).toEqual([
      [['ATM'], ['c.5558A>T', 'p.D1853V']],
      [['MSH6'], ['c.3226C>T', 'p.R1076C']],
    ]);
  });
});
