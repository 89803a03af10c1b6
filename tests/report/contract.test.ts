import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reportResultSchema } from '../../contract/report.ts';
import { fromText } from '../../server/report/extract-in-process.ts';

const base = {
  run_id: 'r',
  processed_at: '2026-01-01T00:00:00Z',
  disease_options: [],
  raw_text: '',
};

describe('report contract: doubtful readings', () => {
  it('carries uncertain variants with their snippet and the variant-like strings', () => {
    const extracted = fromText('F5   c.1601C>A (p.Arg534Gln)   heterozygous   PATHOGENIC');
    const parsed = v.parse(reportResultSchema, { ...base, ...extracted });
    expect(parsed.uncertain_variants?.[0]).toMatchObject({ uncertain: true, gene: ['F5'] });
    expect(parsed.uncertain_variants?.[0]?.snippet).toContain('c.1601C>A');
    expect(parsed.variant_like).toEqual([]);
  });

  it('still reads results stored before the fields existed', () => {
    const parsed = v.parse(reportResultSchema, { ...base, variants: [] });
    expect(parsed.uncertain_variants).toBeUndefined();
  });

  it('refuses an uncertain variant without its snippet', () => {
    const variant = {
      var: ['c.1A>G'],
      gene: [],
      diseaseNames: [],
      refSeq: [],
      dbSNP: [],
      OMIM: [],
      PMID: [],
    };
    const bad = { ...base, variants: [], uncertain_variants: [{ ...variant, uncertain: true }] };
    expect(v.safeParse(reportResultSchema, bad).success).toBe(false);
  });
});
