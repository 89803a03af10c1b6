import { describe, expect, it } from 'vitest';
import { fromText } from '../../server/report/extract-in-process.ts';

describe('variant records from report text', () => {
  it('gives an empty list for a negative report, whatever genes it lists', () => {
    const report = fromText(
      [
        'RESULT: NEGATIVE',
        'No pathogenic variants were identified. No variants of uncertain significance were detected.',
        '',
        'GENES ANALYZED (4)',
        'SCN1A   SCN2A   KCNQ2   CDKL5',
        '',
        'METHODS',
        'Variants are described relative to NM_001165963.4; the c.5346G>A hotspot was covered.',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
  });

  it('drops a variant stated as not detected', () => {
    const report = fromText(
      [
        'Condition   Gene   Result   Notes',
        'Spinal muscular atrophy   SMN1   Negative   g.27134T>G not detected',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
  });

  it('builds one record per table row with fields from that row', () => {
    const report = fromText(
      [
        'Gene   Variant   Protein   Zygosity   dbSNP   Classification',
        '',
        'CFTR   NM_000492.4:c.1521_1523delCTT   p.Phe508del   Heterozygous   rs113993960   Pathogenic',
        '',
        'CFTR   c.1652G>A   p.Gly551Asp   Heterozygous   rs75527207   Likely pathogenic',
      ].join('\n'),
    );
    expect(report.variants).toHaveLength(2);
    const [first, second] = report.variants;
    expect(first).toMatchObject({
      var: ['c.1521_1523delCTT', 'p.Phe508del'],
      gene: ['CFTR'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      classification: 'Pathogenic',
      zygosity: 'Heterozygous',
    });
    expect(second).toMatchObject({
      gene: ['CFTR'],
      dbSNP: ['rs75527207'],
      classification: 'Likely pathogenic',
    });
    // the transcript named for CFTR applies to both CFTR findings
    expect(second?.refSeq).toEqual(['NM_000492.4']);
  });

  it('reads a VUS from prose and its disease and OMIM from the gene sentence', () => {
    const report = fromText(
      [
        'INTERPRETATION',
        'A heterozygous variant of uncertain significance, TTN c.65794G>A (p.Gly21932Arg), was identified.',
        'Truncating variants in TTN are associated with dilated cardiomyopathy 1G (CMD1G; MIM #604145).',
      ].join('\n'),
    );
    expect(report.variants).toHaveLength(1);
    expect(report.variants[0]).toMatchObject({
      var: ['c.65794G>A', 'p.Gly21932Arg'],
      gene: ['TTN'],
      classification: 'Uncertain significance',
      zygosity: 'Heterozygous',
      OMIM: ['604145'],
      diseaseNames: ['Dilated cardiomyopathy 1G (CMD1G)'],
    });
    expect(report.disease_options).toEqual([
      expect.objectContaining({ name: 'Dilated cardiomyopathy 1G (CMD1G)', id: 'OMIM:604145' }),
    ]);
  });

  it('does not turn reference transcripts of other genes into findings', () => {
    const report = fromText(
      [
        'BRCA2   NM_000059.4:c.5946del   Heterozygous   Pathogenic',
        '',
        'Methodology',
        'Reference transcripts: BRCA1 NM_007294.4; BRCA2 NM_000059.4; TP53 NM_000546.6.',
      ].join('\n'),
    );
    expect(report.variants).toHaveLength(1);
    expect(report.variants[0]?.refSeq).toEqual(['NM_000059.4']);
    expect(report.variants[0]?.gene).toEqual(['BRCA2']);
  });

  it('ties cited references to their variant, and keeps general ones as the report references', () => {
    const report = fromText(
      [
        'Results',
        'CFTR   c.1652G>A   Heterozygous   Pathogenic',
        '',
        'Interpretation',
        'c.1652G>A is a gating variant that responds to ivacaftor [2].',
        '',
        'References',
        '1. Richards S, et al. Genet Med. 2015. PMID: 25741868.',
        '2. Ramsey BW, et al. N Engl J Med. 2011. PMID: 22047557.',
      ].join('\n'),
    );
    // the ACMG guideline is cited by no finding: it is the report's, not the variant's
    expect(report.variants[0]?.PMID).toEqual(['22047557']);
    expect(report.references).toEqual(['25741868']);
  });

  it('does not take a common English word for a gene', () => {
    const report = fromText('We SET the result: c.35delG was detected, heterozygous, pathogenic.');
    expect(report.variants).toHaveLength(1);
    expect(report.variants[0]?.gene).toEqual([]);
  });

  it('survives input that is not a report', () => {
    expect(fromText('%%%% \u0000 c. p. rs NM_ ((( [[[').variants).toEqual([]);
    expect(fromText('').variants).toEqual([]);
  });
});

describe('exon-level copy-number findings', () => {
  it('reports a deletion of exons as a finding of its own kind, with its gene and classification', () => {
    const report = fromText(
      [
        'RESULT: POSITIVE',
        'A heterozygous deletion of exons 8-9 of PMS2 (NM_000535.7) was detected and is classified as pathogenic.',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
    expect(report.other_findings).toEqual([
      expect.objectContaining({
        kind: 'exon_deletion',
        description: 'Deletion of exons 8-9',
        gene: ['PMS2'],
        classification: 'Pathogenic',
        zygosity: 'Heterozygous',
      }),
    ]);
    expect(report.conclusion).toBe('positive');
  });

  it('reads lab shorthand in a table row', () => {
    const report = fromText('DMD   EX45_50DEL   Hemizygous   Pathogenic');
    expect(report.other_findings?.[0]).toMatchObject({
      kind: 'exon_deletion',
      description: 'Deletion of exons 45-50',
      gene: ['DMD'],
    });
    const dup = fromText('Gene   Result   Zygosity\nMECP2   exon 3 duplication   Heterozygous');
    expect(dup.other_findings?.[0]).toMatchObject({ kind: 'exon_duplication', gene: ['MECP2'] });
  });
});
