import { describe, expect, it } from 'vitest';
import type { RecognisedMention } from '../../../server/report/assembly/mention-types.ts';
import {
  dnaKey,
  isDna,
  isProtein,
  isVariantKind,
  mentionKey,
  proteinKey,
  siteOf,
} from '../../../server/report/assembly/variant-keys.ts';

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

  it('takes a legacy name that recognition read as HGVS for a variant mention', () => {
    const parsed = { accession: null, gene: null, kind: 'p' as const, body: 'Phe508del' };
    const legacy = mention({ kind: 'legacy', value: 'p.Phe508del', text: 'F508del', parsed });
    expect(isVariantKind(legacy)).toBe(true);
    expect(isProtein(legacy)).toBe(true);
    expect(mentionKey(legacy)).toBe('p.Phe508del');
    // without an HGVS reading it only annotates the variant it is written with
    expect(isVariantKind(mention({ kind: 'legacy', value: '6174delT' }))).toBe(false);
    expect(isDna(mention({ kind: 'cnv', value: 'Deletion of exon 3' }))).toBe(true);
  });
});
