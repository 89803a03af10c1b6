import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

const found = (text: string) => fromText(text).variants.map((v) => v.var[0]);

describe('findings from real layouts', () => {
  it('takes every row of a results table whatever its wording', () => {
    const report = fromText(
      [
        'Condition   Gene   # Variants   Variant(s) Identified   Classification   Interpretation',
        'Atrial Fibrillation   ZFHX3   1   c.-24+40809G>A   Risk allele   Slightly increased risk',
        'Coronary Artery Disease   no-gene   2   g.22098575A>G   Risk allele',
      ].join('\n'),
    );
    expect(report.variants.map((v) => v.var[0])).toEqual(['c.-24+40809G>A', 'g.22098575A>G']);
    expect(report.variants[0]).toMatchObject({ gene: ['ZFHX3'], classification: 'Risk allele' });
    // the row says the variant lies in no gene
    expect(report.variants[1]?.gene).toEqual([]);
  });

  it('reads somatic categories and variant read frequencies as a row status', () => {
    expect(found('Somatic   SH2B3   c.1345G>A p.(Glu449Lys)   3   DIAGNOSTIC')).toEqual([
      'c.1345G>A',
    ]);
    expect(found('TP53   c.818G>A   p.(Arg273His)   VAF 45%')).toEqual(['c.818G>A']);
    expect(found('KRAS   c.35G>A   p.(Gly12Asp)   Tier I')).toEqual(['c.35G>A']);
  });

  it('takes a row without a gene cell the gene of the row above it', () => {
    const report = fromText(
      [
        'Condition   Gene   # Variants   Variant(s) Identified   Classification   Interpretation',
        'Lactase Persistence   MCM6   2   c.1917+326C>T   Risk allele   Lactase',
        '2   c.1362+117G>A   Risk allele   persistent',
      ].join('\n'),
    );
    expect(report.variants.map((v) => v.gene)).toEqual([['MCM6'], ['MCM6']]);
  });

  it('reports diplotypes as pharmacogenomic results and rsID genotypes as variants', () => {
    const report = fromText(
      [
        'GENE   GENETIC RESULT   GENETIC INTERPRETATION',
        'CYP2C9   *1/*3   intermediate metabolizer',
        'CYP2C19   *1/*1   normal metabolizer',
        'F5   rs6025 AG   variant present',
        'VKORC1   rs9923231 GG   normal function',
      ].join('\n'),
    );
    expect(report.variants.map((v) => [v.gene[0], v.var[0]])).toEqual([['F5', 'rs6025']]);
    expect(report.variants[0]?.dbSNP).toEqual(['rs6025']);
    expect(report.variants[0]?.zygosity).toBe('Heterozygous');
    // the reference genotype is not a variant (VKORC1 GG), but a diplotype result is stated
    expect(report.pharmacogenomics?.map((r) => [r.gene, r.diplotype, r.phenotype])).toEqual([
      ['CYP2C9', '*1/*3', 'intermediate metabolizer'],
      ['CYP2C19', '*1/*1', 'normal metabolizer'],
    ]);
  });

  it('takes a row under a results header even without a status cell', () => {
    const rows = ['BRCA1   c.68_69del   p.(Glu23Valfs*17)'];
    expect(found(['Gene   Variant   Protein change', ...rows].join('\n'))).toEqual(['c.68_69del']);
    // a panel table lists genes and transcripts, not results
    expect(found(['Gene   Transcript   Coverage', ...rows].join('\n'))).toEqual([]);
  });

  it('keeps an rsID without a genotype as an identifier of the finding next to it', () => {
    const report = fromText(
      [
        'MT-TL1   m.3243A>G   Heteroplasmic (45%)   Pathogenic',
        'dbSNP   rs199474657   Pathogenic',
      ].join('\n'),
    );
    expect(report.variants).toHaveLength(1);
    expect(report.variants[0]?.dbSNP).toEqual(['rs199474657']);
  });

  it('does not take an rsID written with a variant for a variant of its own', () => {
    const report = fromText(
      'CFTR   c.1652G>A   p.Gly551Asp   rs75527207   Heterozygous   Pathogenic',
    );
    expect(report.variants).toHaveLength(1);
    expect(report.variants[0]?.dbSNP).toEqual(['rs75527207']);
  });

  it('ignores methods, limitations, examples and lists of tested variants', () => {
    const report = fromText(
      [
        'RESULT: NEGATIVE',
        '',
        'Test Limitations',
        'The detection limit of this assay is 2% with the exception of ASXL1 c.1934dup;p.Gly646Trpfs*12 (detection limit ~5%).',
        '',
        'Interpretation',
        'Only the following regions are reported: MITF - chr3:g.70014091 (including c.952G>A).',
        'Other pathogenic variants, such as c.68_69del, were identified in other families.',
        'Variants Tested: c.254G>A (p.Gly85Glu), c.350G>A (p.Arg117His), c.1652G>A (p.Gly551Asp)',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants).toEqual([]);
  });

  it('ignores negated sentences and rows', () => {
    expect(found('No pathogenic variants were detected in APC, MLH1 or c.1A>G.')).toEqual([]);
    expect(found('Spinal muscular atrophy   SMN1   g.27134T>G   Not detected')).toEqual([]);
    expect(found('A heterozygous pathogenic variant, c.1601G>A, was identified in F5.')).toEqual([
      'c.1601G>A',
    ]);
  });

  it('does not read a silent change ("causes no amino acid change") as a negation', () => {
    expect(
      found('The c.516G>A variant was identified in C2orf44; it causes no amino acid change.'),
    ).toEqual(['c.516G>A']);
  });

  it('reads a bulleted sentence as a sentence, not as a row of cells', () => {
    const background = [
      'DIAGNOSTIC UTILITY',
      '\uf0b7   JAK2 Val617Phe mutations are infrequent in de novo AML (approximately 1%) and therefore',
      'if detected.',
      '\u2022   KIT mutations are rarely observed in AML.',
    ].join('\n');
    expect(found(background)).toEqual([]);
  });

  it('does not take a list of the alleles a panel tests as findings', () => {
    const tested = [
      'VARIANTS:',
      'CYP2C9 (*1,*2,*3), DPYD (*1,*2A,*13,rs67376798), G6PD (rs5030868,rs1050828), HLA-B',
      '(HLA-B*15:02 (rs144012689 as proxy),HLA-B*57:01 (rs2395029 as proxy)), IFNL4 (rs12979860), SLCO1B1 (rs4149056 (found in *5,*15,and *17 alleles))',
    ].join('\n');
    expect(found(`Full Genetic Results\n\n${tested.replace('VARIANTS:\n', '')}`)).toEqual([]);
  });

  it('does not take a homozygous genotype with no phenotype stated ("N/A") as a finding', () => {
    const table = [
      'Gene   Phenotype   Genotype/Diplotype',
      'RYR1   N/A   rs118192116 CC',
      'SLCO1B1   Decreased Function   rs4149056 CT',
      'CYP4F2   Other Abnormal   rs2108622 TT',
    ].join('\n');
    expect(found(table)).toEqual(['rs4149056', 'rs2108622']);
  });

  it('takes the variant a "Variant 1 of 2" details block describes', () => {
    expect(
      found('Variant 1 of 2 ERCC5 c.190A>G p.Lys64Glu The c.190A>G variant occurs at position 64.'),
    ).toEqual(['c.190A>G']);
  });
});
