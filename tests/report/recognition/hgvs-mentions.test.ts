import { describe, expect, it } from 'vitest';
import { findHgvsMentions } from '../../../server/report/recognition/hgvs-mentions.ts';
import { ocrVariants, validReadings } from '../../../server/report/recognition/ocr-readings.ts';

const read = (text: string) =>
  findHgvsMentions(text).map((m) => ({
    text: text.slice(m.start, m.end),
    value: m.value,
    ...(m.repaired ? { repaired: true } : {}),
    ...(m.uncertain ? { uncertain: true, readings: m.readings?.map((r) => r.value) } : {}),
  }));

describe('HGVS descriptions in running text', () => {
  it('reads a description whole, never a shorter valid prefix', () => {
    expect(read('found NM_005763.3:c.2662+1_2662+5delGTAAGinsTT in')).toEqual([
      {
        text: 'NM_005763.3:c.2662+1_2662+5delGTAAGinsTT',
        value: 'c.2662+1_2662+5delinsTT',
        repaired: true,
      },
    ]);
    // "p.Glu451Lsy" is not "p.Glu451L"; "c.12G>A>T" is not "c.12G>A"
    expect(read('variant p.Glu451Lsy here').every((m) => m.uncertain)).toBe(true);
    expect(read('variant c.12G>A>T here').every((m) => m.uncertain)).toBe(true);
  });

  it('keeps a sentence\'s punctuation out and a closing parenthesis of "p.(" in', () => {
    expect(read('(c.1601G>A), p.(Arg534Gln).').map((m) => m.text)).toEqual([
      'c.1601G>A',
      'p.(Arg534Gln)',
    ]);
  });

  it('respells spaces, arrows, G/A, stop and the reference base first', () => {
    expect(read('c.263 G>C; c.899A > T; c.2406C-->A; c.410+5 G/A; p.E169stop; c.G1714C')).toEqual([
      { text: 'c.263 G>C', value: 'c.263G>C', repaired: true },
      { text: 'c.899A > T', value: 'c.899A>T', repaired: true },
      { text: 'c.2406C-->A', value: 'c.2406C>A', repaired: true },
      { text: 'c.410+5 G/A', value: 'c.410+5G>A', repaired: true },
      { text: 'p.E169stop', value: 'p.E169*', repaired: true },
      { text: 'c.G1714C', value: 'c.1714G>C', repaired: true },
    ]);
  });

  it("accepts ClinVar's older spellings and the HGVS forms for unknown consequences", () => {
    expect(read('g.9004892C= and c.2871A= and p.Met1? and p.0?').map((m) => m.value)).toEqual([
      'g.9004892=',
      'c.2871=',
      'p.Met1?',
      'p.0?',
    ]);
  });

  it('ends a description where the sentence goes on', () => {
    expect(read('c.123del in exon 4').map((m) => m.text)).toEqual(['c.123del']);
    expect(read('see p. 4 of the report')).toEqual([]);
  });

  it('repairs an OCR confusion only when one reading is valid', () => {
    expect(read('c.16016>A and c.1O82G>A and c.l255C>T and c.7S04C>T')).toEqual([
      { text: 'c.16016>A', value: 'c.1601G>A', repaired: true },
      { text: 'c.1O82G>A', value: 'c.1082G>A', repaired: true },
      { text: 'c.l255C>T', value: 'c.1255C>T', repaired: true },
      { text: 'c.7S04C>T', value: 'c.7504C>T', repaired: true },
    ]);
  });

  it('reads a prefix OCR damaged: "p, Pro553Arg", "c,5166>A", "9.27824196C>A" for g.', () => {
    expect(read('p, Pro553Arg; c,5166>A; the 9.27824196C>A variant; version 9.5 of')).toEqual([
      { text: 'p, Pro553Arg', value: 'p.Pro553Arg', repaired: true },
      { text: 'c,5166>A', value: 'c.516G>A', repaired: true },
      { text: '9.27824196C>A', value: 'g.27824196C>A', repaired: true },
    ]);
  });

  it('keeps the readable start of a damaged protein change for checking, not as a variant', () => {
    const [m] = findHgvsMentions('(p Arg534Cin) heterozygous');
    expect(m).toMatchObject({ uncertain: true, readings: [], partial: { body: 'Arg534?' } });
    expect(m?.parsed).toBeUndefined();
  });

  it('never repairs into another variant: "c.68GA" stays doubtful, not c.86G>A', () => {
    expect(read('c.68GA').filter((m) => !m.uncertain)).toEqual([]);
    expect(read('c.12GA>T')).toEqual([
      { text: 'c.12GA>T', value: 'c.12GA>T', uncertain: true, readings: [] },
    ]);
  });

  it('reads a description without its dot only when it is valid as written', () => {
    expect(read('c1838C>T and g11311delT').map((m) => m.value)).toEqual([
      'c.1838C>T',
      'g.11311delT',
    ]);
    expect(read('p53R175H')).toEqual([]);
  });

  it('returns every valid reading when OCR leaves more than one', () => {
    const valid = (v: string) => (/^\d+G?>A$/.test(v) ? { value: v } : undefined);
    expect(validReadings('1O6>A', valid).map((r) => r.value)).toEqual(['106>A', '10G>A']);
  });

  it('varies only characters in a slot OCR could have damaged', () => {
    // G between digits may be 6, 6 before ">" may be G, letters touching digits are digits
    expect(ocrVariants('1G6>A')).toContain('16G>A');
    expect(ocrVariants('12del')).toEqual(['12del']);
  });
});
