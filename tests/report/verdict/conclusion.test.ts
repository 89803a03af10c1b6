import { describe, expect, it } from 'vitest';
import { classifyStatement } from '../../../server/report/assembly/conclusion.ts';
import { fromText } from '../../../server/report/extract-in-process.ts';

const report = (...lines: string[]) =>
  fromText(['Genetic test report: the BRCA1 and BRCA2 genes were sequenced.', ...lines].join('\n'));

describe('what the report concludes', () => {
  it('reads a result statement by its leading verdict, else its first sentence', () => {
    expect(classifyStatement('POSITIVE — Two pathogenic variants detected')).toBe('positive');
    expect(classifyStatement('CARRIER — One pathogenic variant detected. Negative for 13')).toBe(
      'carrier',
    );
    expect(classifyStatement('NEGATIVE No pathogenic variants identified.')).toBe('negative');
    expect(classifyStatement('No reportable variants were found that explain it.')).toBe(
      'negative',
    );
    expect(classifyStatement('We did not find anything significant for your health')).toBe(
      'negative',
    );
    expect(classifyStatement('Positive: carrier. One pathogenic variant was detected')).toBe(
      'carrier',
    );
    expect(classifyStatement('Variant of uncertain significance identified in MYH7')).toBe(
      'uncertain',
    );
    expect(classifyStatement('ASSUMED SOMATIC VARIANT DETECTED. See the table')).toBe('positive');
    // "carrier screening" names the test, not the result
    expect(classifyStatement('Expanded carrier screening of 144 conditions')).toBeUndefined();
  });

  it('is negative only when the report says so and states no finding', () => {
    const negative = report('', 'RESULT: NEGATIVE', 'No pathogenic variants were identified.');
    expect(negative.conclusion).toBe('negative');
    expect(negative.conclusion_statement).toContain('NEGATIVE');
    // a "negative" statement next to a stated pathogenic finding is not trusted
    const contradicted = report(
      '',
      'Result: negative',
      '',
      'Gene   Variant   Zygosity   Classification',
      'BRCA2   c.5946del   Heterozygous   Pathogenic',
    );
    expect(contradicted.conclusion).toBe('not_stated');
    // a negative statement with only a VUS is an uncertain result
    const vus = report(
      '',
      'Result: negative',
      '',
      'Gene   Variant   Zygosity   Classification',
      'BRCA2   c.7397T>C   Heterozygous   Uncertain significance',
    );
    expect(vus.conclusion).toBe('uncertain');
  });

  it('reads a paragraph that opens by saying nothing was found', () => {
    expect(report('', 'No mutations were identified.', '', 'Limitations apply.').conclusion).toBe(
      'negative',
    );
    // a partial negative ("in the remaining genes") is not the report's conclusion
    expect(report('', 'No pathogenic variants were found in the remaining genes.').conclusion).toBe(
      'not_stated',
    );
  });

  it('is not stated when the report has no result statement', () => {
    const r = report('', 'Gene   Variant   Zygosity', 'BRCA1   c.68_69del   Heterozygous');
    expect(r.conclusion).toBe('not_stated');
    expect(r.variants).toHaveLength(1);
  });

  it('says carrier with the zygosity a carrier has, and the report note that carriers are healthy', () => {
    const r = fromText(
      [
        'Carrier screening report (GJB2 gene, hearing loss)',
        '',
        'Results summary: carrier of one pathogenic variant.',
        'This person carries one copy of the GJB2 variant c.35del (p.Gly12Valfs*2), classified as pathogenic.',
        'GJB2-related hearing loss is inherited in an autosomal recessive manner.',
        'Carriers are generally healthy and do not have hearing loss caused by this variant.',
      ].join('\n'),
    );
    expect(r.conclusion).toBe('carrier');
    expect(r.variants[0]).toMatchObject({ gene: ['GJB2'], zygosity: 'Heterozygous' });
    expect(r.variants[0]?.inheritance).toBe('Autosomal recessive');
    expect(r.carrier_note).toBe(
      'Carriers are generally healthy and do not have hearing loss caused by this variant.',
    );
  });

  it('reads a list of conditions, each with its status line', () => {
    const list = (...conditions: [string, string][]) =>
      fromText(
        [
          'Carrier Status',
          'Learn whether you have genetic variants that could affect your children.',
          '',
          ...conditions.flatMap(([name, status]) => [name, status, '']),
        ].join('\n'),
      );
    const carrier = list(
      ['Cystic Fibrosis', 'Variant detected'],
      ['Bloom Syndrome', 'Variant not detected'],
      ['Canavan Disease', 'Variant not detected'],
    );
    expect(carrier.conclusion).toBe('carrier');
    expect(carrier.conclusion_statement).toBe('Cystic Fibrosis: Variant detected');
    const none = list(
      ['Cystic Fibrosis', 'Variant not detected'],
      ['Bloom Syndrome', 'Variant not detected'],
      ['Canavan Disease', 'Variant not detected'],
    );
    expect(none.conclusion).toBe('negative');
    // one "not detected" line is a remark, not a list's result
    expect(list(['Bloom Syndrome', 'Variant not detected']).conclusion).toBe('not_stated');
    // outside a carrier report, a detected variant is a positive result
    const positive = fromText(
      ['Genetic health risk', '', 'Hereditary Thrombophilia', 'Variant detected', ''].join('\n'),
    );
    expect(positive.conclusion).toBe('positive');
  });
});
