import { describe, expect, it } from 'vitest';
import {
  dnaKey,
  isDna,
  isProtein,
  isVariantKind,
  mentionKey,
  proteinKey,
  siteOf,
} from '../../../server/report/assembly/variant-keys.ts';
import type { RecognisedMention } from '../../../server/report/recognition/types.ts';

const mention = (m: Partial<RecognisedMention>): RecognisedMention => ({
  kind: 'hgvs',
  start: 0,
  end: 1,
  text: '',
  value: '',
  ...m,
});

describe('variant keys', () => {
  it('writes one variant one way', () => {
    expect(dnaKey('c.1521_1523delCTT')).toBe('c.1521_1523del');
    expect(proteinKey('p.(Arg534Gln)')).toBe(proteinKey('p.R534Q'));
    expect(proteinKey('p.Trp24*')).toBe('p.Trp24Ter');
  });

  it('names the site two readings of one variant share', () => {
    expect(siteOf('c.1601G>A')).toBe('c.1601');
    expect(siteOf('c.1601C>A')).toBe('c.1601');
    expect(siteOf('c.-24+40809G>A')).toBe('c.-24+40809');
    expect(siteOf('p.Arg534Gln')).toBe('p.534');
  });

  it('takes a legacy name by its HGVS spelling for a variant mention', () => {
    const legacy = mention({
      kind: 'legacy',
      value: 'F508del',
      text: 'F508del',
      asHgvs: 'p.Phe508del',
    });
    expect(isVariantKind(legacy)).toBe(true);
    expect(isProtein(legacy)).toBe(true);
    expect(mentionKey(legacy)).toBe('p.Phe508del');
    const named = mention({ kind: 'named', value: 'Factor V Leiden', asHgvs: 'c.1601G>A' });
    expect(isDna(named)).toBe(true);
    expect(mentionKey(named)).toBe('c.1601G>A');
    // without an HGVS reading it only annotates the variant it is written with
    expect(isVariantKind(mention({ kind: 'legacy', value: '6174delT' }))).toBe(false);
    expect(isDna(mention({ kind: 'cnv', value: 'Deletion of exon 3' }))).toBe(true);
  });

  it('keys a description OCR left with several readings by what is written', () => {
    const readings = [
      { value: 'c.1601G>A', asWritten: false },
      { value: 'c.1601G>T', asWritten: false },
    ];
    const doubtful = mention({ value: 'c.16O1G>?', uncertain: true, readings });
    expect(isDna(doubtful)).toBe(true);
    expect(mentionKey(doubtful)).toBe('c.16O1G>?');
    // nothing valid left: still a DNA change to show as doubtful, never a finding
    const unreadable = mention({ value: 'c.16O1G>', uncertain: true, readings: [] });
    expect(isVariantKind(unreadable)).toBe(true);
    expect(isDna(unreadable)).toBe(true);
  });
});
