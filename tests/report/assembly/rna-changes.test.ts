import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

const records = (text: string) =>
  fromText(text).variants.map((v) => [v.gene, v.var, v.classification ?? null]);

// An RNA change (r.) describes what a DNA variant does to the transcript: evidence for the
// finding, never a finding of its own.
describe('RNA changes', () => {
  it('in an evidence table are not a second variant', () => {
    const report = [
      'RESULT: Pathogenic variant identified in the MSH2 gene',
      'Gene   Variant   Zygosity   Classification',
      'MSH2   NM_000251.3:c.942+3A>T   Heterozygous   Pathogenic (Class 5)',
      '',
      'ACGS evidence',
      'PS3   Strong   RNA analysis in multiple carriers demonstrates aberrant splicing with in-frame skipping of exon 5 (r.793_942del), with no detectable normal transcript from the variant allele.',
    ].join('\n');
    expect(records(report)).toEqual([[['MSH2'], ['c.942+3A>T'], 'Pathogenic']]);
  });

  it('beside the DNA variant in its row add no record either', () => {
    const row = 'BRCA1   c.5467+1G>A   r.5407_5467del   Heterozygous   Pathogenic';
    expect(records(row)).toEqual([[['BRCA1'], ['c.5467+1G>A'], 'Pathogenic']]);
  });
});
