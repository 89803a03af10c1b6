import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

describe('findings stated in other forms', () => {
  it('reads an internal tandem duplication from its results row, with the lab classification', () => {
    const r = fromText(
      [
        'Result Summary   ASSUMED SOMATIC VARIANT DETECTED. See Reportable Variants table below.',
        'Clinical Interpretation   Variants in ASXL1 and FLT3 (ITD) were detected in this sample.',
        '',
        'ASSUMED ORIGIN   GENE   VARIANT   VRF (%)   CLINICAL SIGNIFICANCE IN AML',
        'Somatic   ASXL1   c.2842del p.(Glu948Argfs*3)   13   PROGNOSTIC',
        'Somatic   FLT3   FLT3-ITD (allelic ratio 0.76)   N/A   PROGNOSTIC / DRUG TARGET',
      ].join('\n'),
    );
    expect(r.variants.map((v) => v.var[0])).toEqual(['c.2842del']);
    expect(r.other_findings).toEqual([
      expect.objectContaining({
        kind: 'internal_tandem_duplication',
        gene: ['FLT3'],
        description: 'FLT3-ITD (allelic ratio 0.76)',
        classification: 'Prognostic / Drug target',
      }),
    ]);
  });

  it('reads a fusion, but not a fusion named as negative or as background', () => {
    const found = fromText(
      'Genetic test result: a BCR::ABL1 fusion transcript was detected (p210) in this sample.',
    );
    expect(found.other_findings?.map((f) => [f.kind, f.gene])).toEqual([
      ['fusion', ['BCR', 'ABL1']],
    ]);
    const background = fromText(
      'Genetic test of the genes. Classical BCR-ABL1-negative myeloproliferative neoplasms were tested.',
    );
    expect(background.other_findings).toEqual([]);
    const negated = fromText('Genetic test result: PML::RARA fusion not detected by the assay.');
    expect(negated.other_findings).toEqual([]);
  });

  it('gives pharmacogenomic results as gene, diplotype and phenotype', () => {
    const r = fromText(
      [
        'Pharmacogenomic test results',
        'Gene   Genotype   Phenotype',
        'CYP2C19   *1/*2   Intermediate metabolizer',
        'SLCO1B1   *1/*5   Decreased function',
      ].join('\n'),
    );
    expect(r.variants).toEqual([]);
    expect(r.pharmacogenomics?.map((p) => [p.gene, p.diplotype, p.phenotype])).toEqual([
      ['CYP2C19', '*1/*2', 'intermediate metabolizer'],
      ['SLCO1B1', '*1/*5', 'decreased function'],
    ]);
  });

  it('never takes an allele of an eligibility sentence for a finding', () => {
    const r = fromText(
      [
        'Pharmacogenomic genetic test of the HLA genes.',
        'Abacavir use is restricted to patients positive for HLA-B*57:01 only after testing.',
        'Carbamazepine should not be given to patients who carry HLA-B*15:02.',
      ].join(' '),
    );
    expect(r.variants).toEqual([]);
    expect(r.pharmacogenomics).toEqual([]);
  });

  it("ties a reference to the variant whose own sentence says 'individuals who carry it'", () => {
    const r = fromText(
      [
        'RESULT: POSITIVE',
        '',
        'Gene   Variant   Protein   Zygosity   Classification',
        'CFTR   c.1521_1523del   p.Phe508del   Heterozygous   Pathogenic',
        'CFTR   c.1652G>A   p.Gly551Asp   Heterozygous   Pathogenic',
        '',
        'p.Gly551Asp is a gating variant; a potentiator has shown benefit in individuals who carry it [2].',
        '',
        'REFERENCES',
        '1. Riordan JR, et al. Science. 1989. PMID: 2475911.',
        '2. Ramsey BW, et al. N Engl J Med. 2011. PMID: 22047557.',
      ].join('\n'),
    );
    expect(r.variants.map((v) => [v.var[0], v.PMID])).toEqual([
      ['c.1521_1523del', []],
      ['c.1652G>A', ['22047557']],
    ]);
    expect(r.references).toEqual(['2475911']);
  });
});

describe('every row of a results table', () => {
  it('reads a table under a heading that names the class of its rows', () => {
    const rows = ['ATM   c.1234A>G (p.Lys412Glu)   9', 'CHEK2   c.470T>C (p.Ile157Thr)   3'];
    const r = fromText(
      ['Tumour genetic panel', '', 'VARIANTS OF UNCERTAIN SIGNIFICANCE', '', ...rows].join('\n'),
    );
    expect(r.variants.map((v) => [v.gene[0], v.var[0], v.classification])).toEqual([
      ['ATM', 'c.1234A>G', 'Uncertain significance'],
      ['CHEK2', 'c.470T>C', 'Uncertain significance'],
    ]);
    // the same rows under a heading of tested genes are not findings
    expect(fromText(['Genes tested', '', ...rows].join('\n')).variants).toEqual([]);
  });

  it("reads a viewer's summary table: cDNA column, het/hom cells, ACMG abbreviations", () => {
    const r = fromText(
      [
        'Gene   cDNA   Zygosity   ACMG',
        'BRCA1   c.5266dup   het   P',
        'PALB2   c.3113G>A   het   LP',
        'ATM   c.2572T>C   hom   VUS',
      ].join('\n'),
    );
    expect(r.variants.map((v) => [v.var[0], v.zygosity, v.classification])).toEqual([
      ['c.5266dup', 'Heterozygous', 'Pathogenic'],
      ['c.3113G>A', 'Heterozygous', 'Likely pathogenic'],
      ['c.2572T>C', 'Homozygous', 'Uncertain significance'],
    ]);
  });

  it('reads splice and intronic variants of a results table', () => {
    const r = fromText(
      [
        'Results',
        'Gene   Transcript   cDNA   Effect',
        'PKD1   NM_001009944.3   c.11017-10C>A   splice region',
        'COL4A5   NM_000495.5   c.2146-1G>A   splice acceptor',
      ].join('\n'),
    );
    expect(r.variants.map((v) => [v.gene[0], v.var[0]])).toEqual([
      ['PKD1', 'c.11017-10C>A'],
      ['COL4A5', 'c.2146-1G>A'],
    ]);
  });

  it("joins a protein change on a wrapped row's second line to its in-frame deletion", () => {
    const r = fromText(
      [
        'Condition   Gene   Variant   Zygosity   Classification',
        'Cystic   CFTR   NM_000492.4:c.1521_1523del   Heterozygous   Pathogenic',
        'fibrosis   (p.Phe508del)',
      ].join('\n'),
    );
    expect(r.variants.map((v) => v.var)).toEqual([['c.1521_1523del', 'p.Phe508del']]);
  });
});

describe('what a variant is told with', () => {
  it('names a variant by its own names only, and each disease once', () => {
    const r = fromText(
      [
        'RESULT: CARRIER — one pathogenic variant detected.',
        '',
        'Sickle cell disease / beta-hemoglobinopathies — autosomal recessive',
        'Gene   HBB   Zygosity   Heterozygous',
        'Variant   c.20A>T p.(Glu7Val)   Classification   Pathogenic',
        '',
        'This individual is a carrier of hemoglobin S (sickle cell trait), a carrier of sickle cell disease.',
        'If the partner also carries an HBB pathogenic variant (for example HbS, HbC or a beta-thalassemia variant), each pregnancy has a 25% chance.',
      ].join('\n'),
    );
    const [v] = r.variants;
    expect(v?.var).not.toContain('HbC');
    expect(v?.inheritance).toBe('Autosomal recessive');
    const lower = (v?.diseaseNames ?? []).map((d) => d.toLowerCase());
    expect(lower.filter((d) => d.includes('sickle cell disease'))).toHaveLength(1);
  });

  it("reads a photo's gene cell OCR damaged when the report writes the gene elsewhere", () => {
    const r = fromText(
      [
        'RESULT: POSITIVE',
        'A clinically significant genetic change was found in the F5 gene.',
        '',
        'FS   c.1601G>A   heterozygous   PATHOGENIC',
      ].join('\n'),
    );
    expect(r.variants[0]?.gene).toEqual(['F5']);
    // without the undamaged symbol anywhere, no guess
    const alone = fromText('Genetic test\nFS   c.1601G>A   heterozygous   PATHOGENIC');
    expect(alone.variants[0]?.gene).toEqual([]);
  });
});
