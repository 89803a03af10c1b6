import { describe, expect, it } from 'vitest';
import { findHgvsMentions } from '../../../server/report/recognition/hgvs-mentions.ts';
import { recognise } from '../../../server/report/recognition/index.ts';
import { ocrVariants } from '../../../server/report/recognition/ocr-readings.ts';

const read = (text: string) =>
  findHgvsMentions(text).map((m) => ({
    text: text.slice(m.start, m.end),
    value: m.value,
    ...(m.repaired ? { repaired: true } : {}),
    ...(m.uncertain ? { uncertain: true, readings: m.readings?.map((r) => r.value) } : {}),
  }));

describe('OCR damage around a description', () => {
  it('reads a capital C prefix as c. (no HGVS prefix is upper case)', () => {
    expect(read('ZFHX3   C.-24+40809G>A   Risk allele')).toEqual([
      { text: 'C.-24+40809G>A', value: 'c.-24+40809G>A', repaired: true },
    ]);
    // a section number or an initial is not a description
    expect(read('see section C.2 and C. Warden')).toEqual([]);
  });

  it('never takes a reading behind a stray mark after the prefix: "*" or nothing', () => {
    expect(read('SORT1   c."1859C>T   Risk allele')).toEqual([
      {
        text: 'c."1859C>T',
        value: 'c.1859C>T',
        uncertain: true,
        readings: ['c.1859C>T', 'c.*1859C>T'],
      },
    ]);
  });

  it('reads every letter of a digit run that OCR confused, Q as 0 or 9', () => {
    expect(read('HNFIA 15 c.8QOC>A')).toEqual([
      { text: 'c.8QOC>A', value: 'c.8QOC>A', uncertain: true, readings: ['c.800C>A', 'c.890C>A'] },
    ]);
    expect(ocrVariants('8QO')).toContain('890');
  });
});

describe('a keyword OCR damaged', () => {
  it('reads "del" whose l came out as i, I or 1 ("c.1100deiC")', () => {
    for (const written of ['c.1100deiC', 'c.1100deIC', 'c.1100de1C']) {
      expect(read(`CHEK2   ${written}   heterozygous`)).toEqual([
        { text: written, value: 'c.1100delC', repaired: true },
      ]);
    }
    // the euro sign OCR gives for "c" before such a change
    expect(recognise('CHEK2   €.1100deiC   heterozygous').map((m) => m.value)).toContain(
      'c.1100delC',
    );
  });
});

describe('a prefix OCR damaged just before the number', () => {
  it('leaves no prefix-less change behind it ("c.] 90A>G" is not 90A>G)', () => {
    const kinds = (text: string) => recognise(text).map((m) => [m.kind, m.value]);
    expect(kinds('report the ERCC5 c.] 90A>G variant as relevant')).not.toContainEqual([
      'legacy',
      '90A>G',
    ]);
    expect(kinds('the 90A>G change in exon 1')).toContainEqual(['legacy', '90A>G']);
  });
});
