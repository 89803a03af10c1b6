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
