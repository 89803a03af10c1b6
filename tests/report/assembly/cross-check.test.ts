import { describe, expect, it } from 'vitest';
import { crossCheck } from '../../../server/report/assembly/cross-check.ts';
import { groupVariants } from '../../../server/report/assembly/group-variants.ts';
import { locateMentions } from '../../../server/report/assembly/locate.ts';
import { buildDocument } from '../../../server/report/document.ts';
import { fromText } from '../../../server/report/extract-in-process.ts';
import { geneDictionary } from '../../../server/report/gene-dictionary.ts';

describe('cross-checks before a variant is emitted', () => {
  it('returns a c./p. pair that disagrees as uncertain, with the row it came from', () => {
    const report = fromText('F5   c.1601C>A (p.Arg534Gln)   heterozygous   PATHOGENIC');
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants).toEqual([
      expect.objectContaining({
        var: ['c.1601C>A', 'p.Arg534Gln'],
        uncertain: true,
        snippet: 'F5 c.1601C>A (p.Arg534Gln) heterozygous PATHOGENIC',
      }),
    ]);
  });

  it('checks a DNA change against a protein change OCR left half-readable', () => {
    expect(fromText('FS   c.1601C>A (p Arg534Cin)   heterozygous   PATHOGENIC').variants).toEqual(
      [],
    );
    expect(
      fromText('F5   c.1601G>A (p Arg534Cin)   heterozygous   PATHOGENIC').variants.map(
        (v) => v.var,
      ),
    ).toEqual([['c.1601G>A']]);
    // "p.Arg534Gin" is never read as its valid prefix "p.Arg534G" (Gly), a different change
    expect(
      fromText('F5   c.1601G>A (p.Arg534Gin)   heterozygous   PATHOGENIC').variants.map(
        (v) => v.var,
      ),
    ).toEqual([['c.1601G>A']]);
  });

  it('does not check against a half-read position OCR cut at a damaged digit ("p.Leu3]4=")', () => {
    expect(
      fromText('NCOR1   c.942C>T   p.Leu3]4=   heterozygous   Uncertain significance').variants.map(
        (v) => v.var,
      ),
    ).toEqual([['c.942C>T']]);
  });

  it('keeps the one consistent reading when two mentions read one site differently', () => {
    const report = fromText(
      [
        'F5   c.1601C>A   heterozygous   PATHOGENIC',
        '',
        'Variant details: F5 c.1601G>A (p.Arg534Gln), heterozygous, pathogenic.',
      ].join('\n'),
    );
    expect(report.variants.map((v) => v.var[0])).toEqual(['c.1601G>A']);
    expect(report.uncertain_variants).toEqual([]);
    expect(report.variant_like).toContain('c.1601C>A');
  });

  it('returns both readings as uncertain when neither can be confirmed', () => {
    const report = fromText(
      [
        'F5   c.1601C>A   heterozygous   PATHOGENIC',
        '',
        'A pathogenic variant, F5 c.1601T>A, was identified.',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants?.map((v) => v.var[0])).toEqual(['c.1601C>A', 'c.1601T>A']);
  });

  it('does not emit a DNA change written with two different protein changes', () => {
    const report = fromText(
      [
        'F5   c.1601G>A (p.Arg534Gln)   heterozygous   PATHOGENIC',
        '',
        // His is as reachable from c.1601G>A as Gln: only the two mentions disagree
        'The c.1601G>A (p.Arg534His) variant was identified in F5.',
      ].join('\n'),
    );
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants).toHaveLength(1);
  });

  it('picks among OCR readings only the one the protein change agrees with', () => {
    const doc = buildDocument('F5   c.1601G>A (p.Arg534Gln)   heterozygous   PATHOGENIC');
    const located = locateMentions(doc);
    const dna = located.find((l) => l.mention.value === 'c.1601G>A');
    if (!dna) throw new Error('no DNA mention');
    const two = (a: string, b: string) => [
      { value: a, asWritten: true },
      { value: b, asWritten: false },
    ];
    dna.mention.readings = two('c.1601G>A', 'c.1601C>A');
    const [one] = crossCheck(groupVariants(located, geneDictionary()));
    expect(one?.verdict).toBe('confirmed');
    expect(one?.chosen.get(dna)).toBe('c.1601G>A');
    // two combinations agree (G>A with His, G>T with Leu): nothing decides between them
    const protein = located.find((l) => l.mention.value === 'p.Arg534Gln');
    if (!protein) throw new Error('no protein mention');
    dna.mention.readings = two('c.1601G>A', 'c.1601G>T');
    protein.mention.readings = two('p.Arg534His', 'p.Arg534Leu');
    expect(crossCheck(groupVariants(located, geneDictionary()))[0]?.verdict).toBe('uncertain');
  });

  it('leaves a mention with several readings and nothing to check them against uncertain', () => {
    const doc = buildDocument('MCM6   c.1917+326C>T   Risk allele');
    const located = locateMentions(doc);
    const dna = located.find((l) => l.mention.kind === 'hgvs');
    if (!dna) throw new Error('no DNA mention');
    dna.mention.readings = [
      { value: 'c.1917+326C>T', asWritten: true },
      { value: 'c.1917+328C>T', asWritten: false },
    ];
    expect(crossCheck(groupVariants(located, geneDictionary()))[0]?.verdict).toBe('uncertain');
  });
});

describe('OCR readings decided by the protein change', () => {
  it('takes the one reading a half-read protein change agrees with, as one record', () => {
    const report = fromText(
      [
        'Gene   Base   Amino Acid   Zygosity   Interpretation',
        'HNFIA   c.8QOC>A   p.Pro297Hs   homozygous   Variant of uncertain significance',
        '',
        'Variant 1 of 1 HNF1A c.890C>A p.Pro297His',
      ].join('\n'),
    );
    expect(report.variants.map((v) => v.var.slice(0, 2))).toEqual([['c.890C>A', 'p.Pro297His']]);
    expect(report.uncertain_variants).toEqual([]);
  });

  it('leaves the readings doubtful when the protein change cannot tell them apart', () => {
    const report = fromText('HNFIA   c.8QOC>A   homozygous   Variant of uncertain significance');
    expect(report.variants).toEqual([]);
    expect(report.uncertain_variants?.map((v) => v.var)).toEqual([['c.8QOC>A']]);
  });
});

describe('a damaged copy of a variant at the same site', () => {
  const report = (second: string) =>
    fromText(
      [
        'Results:',
        'Gene   Variant   Zygosity   Classification',
        `PICALM   ${second}   heterozygous   Uncertain significance`,
        '',
        'The PICALM c.657G>T variant was detected, heterozygous. Details: PICALM c.657G>T was found.',
      ].join('\n'),
    );

  it('is not a second reading when OCR could have made it from the readable one', () => {
    expect(report('c.657G>1').variants.map((v) => v.var)).toEqual([['c.657G>T']]);
  });

  it('leaves both doubtful when it reads as another change or as nothing the readable one explains', () => {
    for (const other of ['c.657G>A', 'c.657G>Q']) {
      const r = report(other);
      expect(r.variants).toEqual([]);
      expect(r.uncertain_variants?.map((v) => v.var[0]).sort()).toEqual([other, 'c.657G>T'].sort());
    }
  });
});
