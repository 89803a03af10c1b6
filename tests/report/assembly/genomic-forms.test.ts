import { describe, expect, it } from 'vitest';
import { genomicFitsCoding } from '../../../server/report/assembly/genomic-fit.ts';
import { couldReadAs } from '../../../server/report/assembly/ocr-alike.ts';
import { fromText } from '../../../server/report/extract-in-process.ts';
import { type ParsedHgvs, parseHgvs } from '../../../server/report/hgvs.ts';

const parsed = (s: string) => parseHgvs(s) as ParsedHgvs;
const fits = (g: string, c: string) => genomicFitsCoding(parsed(g), parsed(c));
const records = (text: string) => fromText(text).variants.map((v) => v.var);

const details = (genomic: string) =>
  [
    'Variant 1 of 1',
    'Gene DPYD',
    'Variant c.1658C>G',
    'Zygosity homozygous',
    'Likely pathogenic',
    `The ${genomic} variant occurs in chromosome 1 within the DPYD gene, and it causes c.1658C>G change at position 553 causing the mutation p.Pro553Arg.`,
  ].join('\n');

describe('a g. form and a c. form of one variant do not contradict', () => {
  it('accepts the same edit on the same or the opposite strand', () => {
    expect(fits('g.97079400C>G', 'c.1658C>G')).toBe(true);
    expect(fits('g.97079400G>C', 'c.1658C>G')).toBe(true);
    expect(fits('g.100_102del', 'c.50_52delCTT')).toBe(true);
    expect(fits('g.100_101insAAG', 'c.50_51insCTT')).toBe(true);
  });

  it('rejects other bases, other edits and other lengths', () => {
    expect(fits('g.97079400A>T', 'c.1658C>G')).toBe(false);
    expect(fits('g.97079400C>T', 'c.1658C>G')).toBe(false);
    expect(fits('g.97079400del', 'c.1658C>G')).toBe(false);
    expect(fits('g.100_103del', 'c.50_52del')).toBe(false);
    expect(fits('g.100_101insAAA', 'c.50_51insCTT')).toBe(false);
    expect(fits('c.1658C>G', 'c.1658C>G')).toBe(false);
  });
});

describe('one record per variant: g. forms written with their c. form', () => {
  it('merges a g. form into the one c. form of its sentence', () => {
    expect(records(details('g.97079400C>G'))).toEqual([['c.1658C>G', 'p.Pro553Arg']]);
  });

  it('keeps a g. form that contradicts the c. form as a record of its own', () => {
    expect(records(details('g.97079400A>T'))).toEqual([
      ['c.1658C>G', 'p.Pro553Arg'],
      ['g.97079400A>T'],
    ]);
  });

  it('does not guess when the paragraph names two c. forms', () => {
    const text = [
      'Results: two variants were detected.',
      'DPYD c.1658C>G (p.Pro553Arg) was detected. DPYD c.1659C>G was detected. The genomic position g.97079400C>G was detected.',
    ].join('\n');
    expect(records(text)).toContainEqual(['g.97079400C>G']);
  });

  it('follows the sentence that ties them even beside another variant', () => {
    const text = [
      'Results: two variants were detected.',
      'DPYD c.1659C>G was detected. The g.97079400C>G variant was detected in DPYD and causes c.1658C>G (p.Pro553Arg).',
    ].join('\n');
    expect(records(text)).toEqual([['c.1659C>G'], ['c.1658C>G', 'p.Pro553Arg']]);
  });

  it('names the merged record by its c. form even when only the g. form is stated as found', () => {
    const text =
      'Results: the g.97079400C>G variant was detected in the DPYD gene, homozygous. ClinVar and other genomic databases report the DPYD c.1658C>G variant as clinically relevant.';
    expect(records(text)).toEqual([['c.1658C>G']]);
  });

  it('reads an unreadable c. form as a second variant unless OCR could have made it', () => {
    const block = (other: string) =>
      [
        'Variant 1 of 1',
        'Gene DPYD',
        `Variant ${other}`,
        'Zygosity homozygous',
        'The g.97079400C>G variant occurs in chromosome 1 within the DPYD gene.',
        'ClinVar reports the DPYD c.1658C>G variant as clinically relevant.',
      ].join('\n');
    expect(records(block('c.I658C>6'))).toEqual([['c.1658C>G']]);
    expect(records(block('c.27XX9C>T'))).toContainEqual(['g.97079400C>G']);
  });
});

describe('OCR look-alikes', () => {
  it('tells an OCR misreading of a description from another description', () => {
    expect(couldReadAs('c.IQOA>G', 'c.190A>G')).toBe(true);
    expect(couldReadAs('C.62QA>C', 'c.629A>C')).toBe(true);
    expect(couldReadAs('c.191A>G', 'c.190A>G')).toBe(false);
    expect(couldReadAs('c.190A>GG', 'c.190A>G')).toBe(false);
  });
});
