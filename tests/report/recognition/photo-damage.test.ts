import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';
import { normaliseText } from '../../../server/report/normalise.ts';
import { findClassifications } from '../../../server/report/recognition/classification.ts';
import { findHgvsMentions } from '../../../server/report/recognition/hgvs-mentions.ts';

const values = (text: string) => findHgvsMentions(text).map((m) => [m.value, m.accession]);

// What OCR made of held-out-like phone photos of the development reports (issue 23).
describe('OCR damage on phone photos', () => {
  it("reads an accession whose ':' OCR read as '.' and whose '_' it read as a space", () => {
    expect(values('BRCA2 NM_000059.4.c5946del Heterozygous PATHOGENIC')).toEqual([
      ['c.5946del', 'NM_000059.4'],
    ]);
    expect(values('MT-TL1   NC 012920.1:m.3243A>G   21%   64%')).toEqual([
      ['m.3243A>G', 'NC_012920.1'],
    ]);
    // a version number ending a sentence is no accession separator
    expect(values('see NM_000059.4. Coverage was 99%')).toEqual([]);
  });

  it('reads a frameshift whose "fs" OCR read as "ts", and nothing else as one', () => {
    const [m] = findHgvsMentions('p.(Ser1982Argts*22)');
    expect(m?.value).toBe('p.(Ser1982Argfs*22)');
    expect(m?.repaired).toBe(true);
    expect(findHgvsMentions('p.Thr5Ser').map((x) => x.value)).toEqual(['p.Thr5Ser']);
  });

  it('reads an amino-acid code whose l OCR read as I or 1, or whose n gained a stem', () => {
    for (const [written, read] of [
      ['p.Arg403GIn', 'p.Arg403Gln'],
      ['(p.Arg403Glin)', 'p.Arg403Gln'],
      ['p.GIy12Asp', 'p.Gly12Asp'],
      ['p.VaI600Glu', 'p.Val600Glu'],
      ['p.IIe5Thr', 'p.Ile5Thr'],
      ['p.G1y12Asp', 'p.Gly12Asp'],
      ['p.Asin5Ser', 'p.Asn5Ser'],
    ] as const) {
      const [m] = findHgvsMentions(written);
      expect([m?.value, m?.repaired, m?.uncertain]).toEqual([read, true, undefined]);
    }
    // a valid description is never re-read, and a letter that completes no code is no repair
    expect(findHgvsMentions('p.Ile5Thr').map((m) => [m.value, m.repaired])).toEqual([
      ['p.Ile5Thr', undefined],
    ]);
    expect(findHgvsMentions('p.Arg403GIx').every((m) => m.uncertain)).toBe(true);
  });

  it('reads a dbSNP column cell whose "rs" OCR read as "15", and no other number', () => {
    const table = (second: string) =>
      normaliseText(
        [
          'Gene   Variant   Zygosity   dbSNP   Classification',
          'CFTR   c.1521_1523del   Heterozygous   rs113993960   Pathogenic',
          `CFTR   c.1652G>A   Heterozygous   ${second}   Pathogenic`,
        ].join('\n'),
      ).text;
    expect(table('1575527207')).toContain('Heterozygous   rs75527207   Pathogenic');
    expect(table('r575527207')).toContain('rs75527207');
    // a row of other cells, or a number not shaped like an rsID
    expect(table('1575527207   extra')).toContain('1575527207');
    expect(table('3375527207')).toContain('3375527207');
    // OCR lost the shaded title row: another row's rsID marks the column
    const untitled = normaliseText(
      [
        'CFTR   c.1521_1523del   Heterozygous   rs113993960   Pathogenic',
        'CFTR   c.1652G>A   Heterozygous   1s75527207   Pathogenic',
        '',
        'Phone   (555) 014-2270   Fax   1575527207   Office',
      ].join('\n'),
    ).text;
    expect(untitled).toContain('Heterozygous   rs75527207');
    expect(untitled).toContain('Fax   1575527207');
  });

  it('never gives the one confirmed variant the rsID of a row OCR left uncertain', () => {
    const r = fromText(
      [
        'RESULT: POSITIVE — Two pathogenic variants detected in CFTR',
        '',
        'CFTR   c.1521_1523delCTT   p.Phe568del   Heterozygous   rs113993960   Pathogenic',
        'CFTR   c.1652G>A   p.Gly551Asp   Heterozygous   rs75527207   Pathogenic',
        '',
        'p.Phe508del is the most common CF-causing variant (ClinVar VCV000007105).',
      ].join('\n'),
    );
    // a ClinVar accession is written among the variant's names
    expect(r.variants.map((v) => [v.var, v.dbSNP])).toEqual([
      [['c.1652G>A', 'p.Gly551Asp'], ['rs75527207']],
    ]);
    expect(r.uncertain_variants?.map((v) => v.dbSNP)).toEqual([['rs113993960']]);
  });

  it('reads "Uncertan significance" and "Uncertainsignificance" as the middle tier', () => {
    for (const text of [
      'Heterozygous AD Uncertan significance',
      '(p.Gly21932Arg)—Uncertainsignificance',
    ])
      expect(findClassifications(text).map((f) => f.value)).toEqual(['Uncertain significance']);
  });

  it('never gives a mitochondrial variant a c. position, even when OCR damaged its m. form', () => {
    for (const row of [
      'MT-TL1   A3243G   21%   Pathogenic',
      'MT-TL1   m.3Z43A>G (A3243G)   21%   Pathogenic',
    ]) {
      const report = fromText(
        `RESULT: POSITIVE\n\nGene   Variant   Heteroplasmy   Classification\n${row}\n`,
      );
      const written = [...report.variants, ...(report.uncertain_variants ?? [])].flatMap(
        (v) => v.var,
      );
      expect(written.some((w) => w.startsWith('c.'))).toBe(false);
    }
    const clean = fromText(
      'RESULT: POSITIVE\n\nGene   Variant   Heteroplasmy   Classification\nMT-TL1   NC 012920.1:m.3243A>G (A3243G)   21%   Pathogenic\n',
    );
    expect(clean.variants.map((v) => v.var)).toEqual([['m.3243A>G', 'A3243G']]);
  });
});

describe('OCR damage inside a range', () => {
  it('joins "c.1521 _1523del" and "c.1521_ 1523del", whose underscore gained a space', () => {
    for (const written of ['¢.1521 _1523del', 'c.1521_ 1523del', 'c.1521 1523del'])
      expect(normaliseText(`CFTR   ${written}   Heterozygous`).text).toContain('c.1521_1523del');
  });

  it('reads a look-alike beside the digit it resembles as that digit, or that digit read twice', () => {
    const [m] = findHgvsMentions('(p.PheS508del)');
    expect(m?.readings?.map((r) => r.value).sort()).toEqual(['p.Phe508del', 'p.Phe5508del']);
    // a DNA change keeps its one reading (a doubled glyph is left to protein changes)
    expect(findHgvsMentions('c.1O0A>G').map((x) => x.value)).toEqual(['c.100A>G']);
  });
});
