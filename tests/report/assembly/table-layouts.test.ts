import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';
import { recognise } from '../../../server/report/recognition/index.ts';

// Causes found with the blind set (tests/report/blind-set): layouts the engine was not tuned on.
const rows = (...lines: string[]) => fromText(['Genomic test report', '', ...lines].join('\n'));
const summary = (r: ReturnType<typeof fromText>) =>
  r.variants.map((v) => [v.var[0], v.gene, v.classification ?? null, v.zygosity ?? null]);

describe('results tables', () => {
  it('gives a row its gene though another cell is a dash ("no protein change")', () => {
    const r = rows(
      'Gene   cDNA change   Amino acid change   Variant type   VAF',
      'MET   c.3028+1G>A   —   Splice donor · exon 14 skipping   6.4%',
      'TP53   c.673-2A>G   —   Intronic (splice acceptor, intron 6)   41.0%',
    );
    expect(r.variants.map((v) => v.gene)).toEqual([['MET'], ['TP53']]);
  });

  it('reads a word-like gene symbol before a short protein change in its row', () => {
    const r = rows(
      'VARIANTS OF UNCERTAIN SIGNIFICANCE',
      '',
      'GENE   ALTERATION   VARIANT ALLELE FREQUENCY',
      'KDR   Q472H   49.4%',
      'MET   N375S   50.7%',
    );
    expect(summary(r)).toEqual([
      ['p.Gln472His', ['KDR'], 'Uncertain significance', null],
      ['p.Asn375Ser', ['MET'], 'Uncertain significance', null],
    ]);
  });

  it("takes a table's class from its heading across a note, not across another table", () => {
    const r = rows(
      'VARIANTS OF UNCERTAIN SIGNIFICANCE',
      '',
      'Note: these variants may become clinically meaningful in the future. We include them here.',
      '',
      'GENE   ALTERATION   VAF',
      'APC   E1317Q   48.6%',
      '',
      'FGFR4   G388R   47.9%',
    );
    expect(r.variants.map((v) => v.classification)).toEqual([
      'Uncertain significance',
      'Uncertain significance',
    ]);
  });

  it("does not give a finding the class of the next section's heading", () => {
    const r = rows(
      'GENOMIC FINDINGS',
      '',
      'SMAD4   R361H   1082G>A   29.5%',
      '',
      'VARIANTS OF UNCERTAIN SIGNIFICANCE',
      '',
      'APC   E1317Q   48.6%',
    );
    expect(r.variants.find((v) => v.gene.includes('SMAD4'))?.classification).toBeUndefined();
  });

  it("never gives a variant the zygosity of a copy-number row or another row's", () => {
    const r = rows(
      'Gene   Alteration   Coding sequence effect   Transcript   VAF',
      'TP53   R248Q   743G>A   NM_000546.6   36.8%',
      'SMAD4   R361H   1082G>A   NM_005359.6   29.5%',
      'CDKN2A/B   loss   homozygous deletion (copy number 0)   —   —',
    );
    expect(summary(r).map(([, , , zygosity]) => zygosity)).toEqual([null, null]);
  });
});

describe('names and their HGVS spelling', () => {
  it('keeps a protein name of other residues apart from the one HGVS change of its gene', () => {
    const r = rows(
      'GENOMIC FINDINGS',
      'KRAS   G12D',
      '',
      'Note on therapy: sotorasib is approved in patients with KRAS G12C-mutated lung cancer.',
      '',
      'REFERENCES',
      '1. Skoulidis F. Sotorasib for lung cancers with KRAS p.G12C mutation. PMID: 34096690',
    );
    expect(r.variants.map((v) => v.var)).toEqual([['p.Gly12Asp', 'G12D']]);
  });

  it('keeps a variant stated by its legacy name whose HGVS form is only in the tested list', () => {
    const r = rows(
      'Summary of genotype results',
      'Gene   Genotype   Phenotype',
      'VKORC1   -1639G>A (rs9923231) G/A   Intermediate warfarin sensitivity',
      '',
      'Alleles tested',
      'Gene   Alleles / variants interrogated',
      'VKORC1   c.-1639G>A (rs9923231)',
    );
    expect(r.variants.map((v) => [v.gene, v.var[0], v.dbSNP])).toEqual([
      [['VKORC1'], 'c.-1639G>A', ['rs9923231']],
    ]);
  });

  it("gives a variant only its own rsID from a row that lists another change's", () => {
    const r = rows(
      'Gene   Genotype   Phenotype',
      'SLCO1B1   c.521T>C (p.Val174Ala), heterozygous   Decreased Function',
      '',
      'Alleles tested',
      'Gene   Alleles / variants interrogated',
      'SLCO1B1   c.521T>C (rs4149056); c.388A>G (rs2306283)',
    );
    expect(r.variants.map((v) => v.dbSNP)).toEqual([['rs4149056']]);
  });

  it('makes one record of a row stating an rsID and the line stating its HGVS form', () => {
    const r = rows(
      'Gene   Genotype   Phenotype',
      'SLCO1B1   rs4149056 T/C   Decreased Function',
      '',
      'SLCO1B1   c.521T>C (p.Val174Ala) (rs4149056), heterozygous',
    );
    expect(r.variants.map((v) => v.var[0])).toEqual(['c.521T>C']);
  });
});

describe('pharmacogenomic rows', () => {
  it('never reads an allele in a "not tested" row or a prescribing sentence as a result', () => {
    const r = rows(
      'Gene   Genotype   Phenotype   Comment',
      'CYP2C19   *2/*17   Intermediate Metabolizer   One no-function allele.',
      'HLA-B   Not tested   —   HLA-B*57:01 and HLA-B*15:02 were not included in this order.',
      'Abacavir   HLA-B   Not tested   HLA-B*57:01 status unknown. Abacavir is contraindicated in patients positive for HLA-B*57:01.',
    );
    expect(r.pharmacogenomics?.map((p) => [p.gene, p.diplotype])).toEqual([['CYP2C19', '*2/*17']]);
  });
});

describe('advice in a result row', () => {
  it('"No change to standard dosing" does not negate the row\'s result', () => {
    const r = rows(
      'NEGATIVE: No pathogenic variants identified.',
      '',
      'Pharmacogenomics',
      'Gene   Genotype   Phenotype   Implication',
      '',
      'CYP2C19   *1/*1   Normal metabolizer   No change to standard clopidogrel dosing is indicated.',
    );
    expect(r.pharmacogenomics?.map((p) => [p.gene, p.diplotype, p.phenotype])).toEqual([
      ['CYP2C19', '*1/*1', 'normal metabolizer'],
    ]);
    // a report's own "no changes" statement still negates
    const negated = rows('Result: no changes in the BRCA1 gene, c.68_69del, were identified.');
    expect(negated.variants).toEqual([]);
  });
});

describe('OCR-damaged intronic positions', () => {
  it('never reads the offset of an intronic change whose exon number is damaged as c.1G>A', () => {
    for (const text of ['MET   O28+   1G>A   Splice donor', 'The MIM]   190+   1G   >A   the']) {
      expect(recognise(text).map((m) => m.asHgvs ?? m.value)).toEqual([]);
    }
    expect(recognise('the 2398+1G>C change').map((m) => m.asHgvs)).toEqual(['c.2398+1G>C']);
    expect(recognise('VKORC1 -1639G>A').map((m) => m.asHgvs)).toEqual(['c.-1639G>A']);
  });
});

describe('disease names', () => {
  it('are not run across table cells, subtype tails or lifetime-risk wording', () => {
    const row = fromText(
      [
        'Gene   Variant   Zygosity   Classification   Associated condition',
        'BRCA2   c.5946del   Heterozygous   PATHOGENIC   Hereditary breast and ovarian cancer syndrome (HBOC)',
      ].join('\n'),
    );
    expect(row.variants[0]?.diseaseNames).toEqual([
      'Hereditary breast and ovarian cancer syndrome (HBOC)',
    ]);
    const prose = fromText(
      [
        'RESULT: heterozygous for the likely pathogenic MLH1 variant c.790+1G>A.',
        'Pathogenic variants in MLH1 cause Lynch syndrome, also called hereditary nonpolyposis colorectal cancer (HNPCC), type 2 (OMIM #609310), and are associated with increased lifetime risks of colorectal cancer (up to 50%).',
      ].join('\n'),
    );
    const names = prose.variants[0]?.diseaseNames ?? [];
    expect(names).not.toContain('Type 2');
    expect(names.some((n) => /lifetime/i.test(n))).toBe(false);
  });

  it('drop a connecting "linked to" a column break left in front of the name', () => {
    const r = fromText(
      [
        'Carrier Status',
        'Gaucher Disease Type 1',
        'Variant detected',
        '',
        'YOUR RESULT',
        'You have one copy of the GBA1 variant c.1226A>G (p.Asn409Ser), heterozygous.',
        'If your partner is also a carrier of a linked to Gaucher disease type 1.',
      ].join('\n'),
    );
    expect(r.variants[0]?.diseaseNames).toContain('Gaucher disease type 1');
    expect(r.variants[0]?.diseaseNames.some((n) => /^linked/i.test(n))).toBe(false);
  });
});

describe('structural and copy-number rows of a tumour panel', () => {
  it('reads a fusion written with its exons, an amplification and a loss as findings of their kind', () => {
    const r = rows(
      'SOMATIC — STRUCTURAL VARIANTS AND COPY NUMBER',
      'Gene(s)   Alteration   Detail   Evidence   Tier',
      'EML4 –   Fusion   EML4 exon 13 :: ALK exon 20 (variant 1), in-frame   DNA + RNA   I-A',
      'ERBB2   Amplification   Copy number 14   DNA   II-C',
      'MTAP   loss   homozygous deletion (copy number 0)   DNA   II-C',
      '',
      'RET and ROS1 fusions: not detected.',
    );
    expect(r.other_findings?.map((o) => [o.kind, o.gene])).toEqual([
      ['fusion', ['EML4', 'ALK']],
      ['amplification', ['ERBB2']],
      ['gene_deletion', ['MTAP']],
    ]);
  });

  it("never reads a sequence change's variant type or a loss of heterozygosity as a copy-number finding", () => {
    const r = rows(
      'Gene   cDNA change   Variant type   VAF',
      'EGFR   c.2235_2249del   Deletion   38.2%',
      'TP53   Loss of heterozygosity   chr17p   —',
    );
    expect(r.other_findings ?? []).toEqual([]);
  });
});

// Causes found with the second blind set (tests/report/blind-set-2).
describe('variants a report lists but does not report', () => {
  it('are no findings under a note that says so', () => {
    const r = rows(
      'RESULT: POSITIVE. MSH2 c.942+3A>T, pathogenic, heterozygous.',
      '',
      'Other variants detected (not clinically significant)',
      'The following variants were detected and are classified as benign. They are listed for completeness; they are not reported as findings.',
      '',
      'MLH1   c.655A>G p.(Ile219Val)   rs1799977   Heterozygous   Benign (class 1)',
      'PMS2   c.1408C>T p.(Pro470Ser)   rs1805321   Heterozygous   Benign (class 1)',
    );
    expect(r.variants.map((v) => v.var[0])).toEqual(['c.942+3A>T']);
  });

  it('are no findings in a sentence that says they are not reported or not pathogenic', () => {
    const r = rows(
      'RESULT: POSITIVE. POLG c.2243G>C (p.Trp748Ser), pathogenic, heterozygous, was detected.',
      '',
      'It was observed in cis with POLG c.3428A>G (p.Glu1143Gly), a common polymorphism that is not considered pathogenic on its own and is not reported as a finding.',
    );
    expect(r.variants.map((v) => v.var[0])).toEqual(['c.2243G>C']);
  });
});

describe('a carrier result laid out as labelled lines', () => {
  it('is a finding though a risk cell says what follows if the partner screens negative', () => {
    const r = rows(
      'Carrier: Cystic fibrosis',
      '',
      'Gene   CFTR (autosomal recessive), NM_000492.4   Reproductive risk if partner is untested',
      'Variant   c.1521_1523delCTT (p.Phe508del) · dbSNP rs113993960   1 in 180 If partner screens negative: 1 in 19,200',
    );
    expect(r.variants.map((v) => [v.var[0], v.gene])).toEqual([['c.1521_1523delCTT', ['CFTR']]]);
  });
});

describe('a pharmacogenomic row that lists the alleles tested before the result', () => {
  it('gives the diplotype only', () => {
    const r = rows(
      'Gene   Alleles tested   Result   Phenotype',
      'CYP2D6   *2, *3, *4, *5, *6, *10, *41   *4/*10   Intermediate metabolizer',
    );
    expect(r.pharmacogenomics?.map((p) => [p.gene, p.diplotype, p.phenotype])).toEqual([
      ['CYP2D6', '*4/*10', 'intermediate metabolizer'],
    ]);
  });
});

describe('a finding the next sentence takes back', () => {
  it('is no finding when that sentence says it is not clinically significant', () => {
    const r = rows(
      'RESULT: POSITIVE. MT-ATP6 m.8993T>G was detected at 75% heteroplasmy.',
      '',
      'Low-level heteroplasmy: m.16093T>C in the control region was detected at 21% heteroplasmy. This position is a known mutational hotspot, and it is not considered clinically significant.',
    );
    expect(r.variants.map((v) => v.var[0])).toEqual(['m.8993T>G']);
  });

  it('never starts a disease name with the "and" of a list', () => {
    const r = rows(
      'POSITIVE — MT-ATP6 m.8993T>G was detected at 75% heteroplasmy. This result confirms a diagnosis in the spectrum of maternally inherited Leigh syndrome (MILS) and neuropathy, ataxia, and retinitis pigmentosa (NARP).',
    );
    expect(r.variants[0]?.diseaseNames.some((n) => /^and\b/i.test(n))).toBe(false);
  });
});

// Causes found with the third blind set (tests/report/blind-set-3).
describe('a liquid biopsy summary', () => {
  it('reads its labelled VUS list with each gene, and lends that class to no finding above', () => {
    const r = rows(
      'Gene   Alteration   % cfDNA or Amp   Associated therapies',
      'EGFR   L858R   2.3%   Osimertinib',
      'TP53   R273H   1.1%   None',
      '',
      'The percentage of altered cell-free DNA is related to tumor biology.',
      '',
      'Variants of Uncertain Clinical Significance: ATM P1054R (48.9%), KIT M541L (50.6%), ERBB2 I655V (24.1%)',
    );
    expect(summary(r).map(([v, gene, cls]) => [v, gene, cls])).toEqual([
      ['p.Leu858Arg', ['EGFR'], null],
      ['p.Arg273His', ['TP53'], null],
      ['p.Pro1054Arg', ['ATM'], 'Uncertain significance'],
      ['p.Met541Leu', ['KIT'], 'Uncertain significance'],
      ['p.Ile655Val', ['ERBB2'], 'Uncertain significance'],
    ]);
  });
});

describe('what a hereditary cancer or EHR report states', () => {
  it('reads "GENETIC RESULT: POSITIVE" as the conclusion', () => {
    const r = rows(
      'GENETIC RESULT: POSITIVE - CLINICALLY SIGNIFICANT MUTATION IDENTIFIED',
      'BRCA2   c.5946delT (6174delT)   Heterozygous   Deleterious',
    );
    expect(r.conclusion).toBe('positive');
  });

  it('takes neither a protein nor a heading for a disease name', () => {
    const r = rows(
      'RESULT: POSITIVE. This individual is homozygous for the Factor V Leiden variant F5 c.1601G>A (p.Arg534Gln). Factor V Leiden causes resistance to activated protein C (APC resistance; OMIM #188055).',
      '',
      'SUMMARY OF CANCER RISKS AND MANAGEMENT (BRCA2)',
    );
    expect(r.variants[0]?.diseaseNames).toEqual([]);
    expect(r.disease_options).toEqual([]);
  });
});
