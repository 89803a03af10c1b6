import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

describe('fields of a record', () => {
  it('does not attach a disease named in a negated sentence', () => {
    const report = fromText(
      [
        'A Pathogenic variant, c.1601G>A (p.Arg534Gln), was identified in F5.',
        'The specific genetic change in the F5 gene found in this individual is associated with a condition called factor V Leiden thrombophilia. This variant is not associated with factor V deficiency (OMIM #227400).',
      ].join('\n'),
    );
    expect(report.variants[0]?.diseaseNames).toEqual(['Factor V Leiden thrombophilia']);
    expect(report.variants[0]?.OMIM).toEqual([]);
    expect(report.disease_options.map((d) => d.name)).toEqual(['Factor V Leiden thrombophilia']);
  });

  it('does not take a test or specimen for a disease ("consistent with the tumour immunohistochemistry")', () => {
    const report = fromText(
      [
        'This patient is heterozygous for the pathogenic splice variant MSH2 c.942+3A>T.',
        'This result confirms a diagnosis of Lynch syndrome (hereditary non-polyposis colorectal cancer, HNPCC) and is consistent with the tumour immunohistochemistry (loss of MSH2/MSH6).',
        'The finding is also consistent with tumour testing (MSI-high) and with cancer screening by colonoscopy.',
      ].join('\n'),
    );
    expect(report.variants[0]?.diseaseNames).toEqual(['Lynch syndrome']);
  });

  it('takes the reference sequence printed on the line above a list of variants', () => {
    const report = fromText(
      [
        'Condition   Gene   Variant(s) Identified   Classification',
        'Coronary Artery Disease   no-gene   g.22098575A>G   Risk allele',
        '',
        'Variants Tested: the nomenclature is based on:',
        'NC_000009.12',
        'g.22098575A>G',
      ].join('\n'),
    );
    expect(report.variants[0]?.refSeq).toEqual(['NC_000009.12']);
  });

  it("takes a transcript the report names for the variant's gene", () => {
    const report = fromText(
      ['SORT1   c.*1859C>T   Risk allele', '', 'Variants Tested: NM_001408.2(SORT1)'].join('\n'),
    );
    // NM_001408 is CELSR2 in NCBI Gene, but the report says SORT1
    expect(report.variants[0]?.refSeq).toEqual(['NM_001408.2']);
  });

  it('keeps the lab classification when it is not on the five-tier scale', () => {
    expect(
      fromText('ARMS2   c.205G>T (p.Ala69Ser)   Risk allele').variants[0]?.classification,
    ).toBe('Risk allele');
    expect(
      fromText('Somatic   ASXL1   c.2842del p.(Glu948Argfs*3)   13   PROGNOSTIC').variants[0]
        ?.classification,
    ).toBe('Prognostic');
  });
});

describe('variant-like strings', () => {
  it('lists the variant notation of a negative report that is not a finding', () => {
    const report = fromText(
      [
        'Genetic test: the BRCA1 and BRCA2 genes were sequenced.',
        'RESULT: NEGATIVE. No pathogenic variants were identified.',
        '',
        'Limitations',
        'Only these regions are reported: MITF - chr3:g.70014091 (including c.952G>A).',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
    expect(report.conclusion).toBe('negative');
    // not doubt about a finding: codes the limitations name, behind "Why are codes listed?"
    expect(report.variant_like).toEqual([]);
    expect(report.listed_codes).toEqual([
      { text: 'g.70014091', where: 'methods' },
      { text: 'c.952G>A', where: 'methods' },
    ]);
  });

  it('takes the one reading of an OCR confusion when only one is valid', () => {
    const report = fromText('Result: the variant c.16O1G>A was found, heterozygous.');
    expect(report.variants.map((v) => v.var)).toEqual([['c.1601G>A']]);
  });

  it('asks to check a finding OCR damaged beyond recognition, never shows it as found', () => {
    const report = fromText('Result: the variant c.16O1X>A was found, heterozygous.');
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants).toEqual([
      expect.objectContaining({
        var: ['c.16O1X>A'],
        snippet: 'Result: the variant c.16O1X>A was found, heterozygous.',
      }),
    ]);
  });

  it('lists notation OCR damaged beyond recognition outside the findings', () => {
    const report = fromText(
      'Genetic test of the CFTR gene. The assay detects variants such as c.16O1X>A in exon 11.',
    );
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants).toEqual([]);
    expect(report.listed_codes).toEqual([{ text: 'c.16O1X>A', where: 'example' }]);
  });

  it('is empty when the report holds no variant notation', () => {
    expect(
      fromText('No pathogenic variants were identified in BRCA1 or BRCA2.').variant_like,
    ).toEqual([]);
  });
});
