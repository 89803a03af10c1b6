import { describe, expect, it } from 'vitest';
import { keyedItems } from '@/components/report/keyed-items';
import type { GeneticReportResult } from '@/components/report/report-result';
import { reportResultKind } from '@/components/report/report-result-kind';
import { stringList } from '@/components/report/string-list';
import { formatIsoDateTime } from '@/lib/i18n/dates';
import { intlFor } from '@/lib/i18n/intl';

describe('reportResultKind', () => {
  const cases: [string, GeneticReportResult, ReturnType<typeof reportResultKind>][] = [
    ['a found condition', { var: 'none', loc: 'none', cond: 'Marfan syndrome' }, 'analysis'],
    ['only a variant, other fields absent', { var: 'c.1A>G' }, 'analysis'],
    ['every value none', { var: 'none', loc: 'None', cond: ' none ' }, 'noInformation'],
    ['blank values', { var: '', loc: '  ', cond: 'none' }, 'noInformation'],
    ['single values win over variants', { cond: 'CF', variants: [] }, 'analysis'],
    ['an empty variants list', { run_id: 'r', variants: [] }, 'noVariants'],
    ['no fields at all', {}, 'noVariants'],
    [
      'a variants list',
      {
        variants: [
          { var: ['rs1'], gene: [], diseaseNames: [], refSeq: [], dbSNP: [], OMIM: [], PMID: [] },
        ],
      },
      'variants',
    ],
  ];
  for (const [name, result, expected] of cases) {
    it(`is ${expected} for ${name}`, () => {
      expect(reportResultKind(result)).toBe(expected);
    });
  }

  it('treats a non-list variants field as empty', () => {
    expect(reportResultKind({ variants: 'x' } as unknown as GeneticReportResult)).toBe(
      'noVariants',
    );
  });
});

describe('report helpers', () => {
  it('keeps only non-blank strings from a list', () => {
    expect(stringList(['BRCA1', '', 3, null, ' ', 'TP53'])).toEqual(['BRCA1', 'TP53']);
    expect(stringList('BRCA1')).toEqual([]);
  });

  it('gives repeated content distinct keys', () => {
    expect(keyedItems(['rs1', 'rs2', 'rs1', 'rs1'], (v) => v).map((k) => k.key)).toEqual([
      'rs1',
      'rs2',
      'rs1#2',
      'rs1#3',
    ]);
  });

  it('formats the processed date or gives null', () => {
    const english = intlFor('en');
    expect(formatIsoDateTime(english, '2026-01-09T08:05:00')).toBe('January 9, 2026 at 8:05 AM');
    expect(formatIsoDateTime(english, 'yesterday')).toBeNull();
    expect(formatIsoDateTime(english, undefined)).toBeNull();
  });
});
