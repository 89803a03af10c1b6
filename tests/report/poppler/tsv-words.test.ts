import { describe, expect, it } from 'vitest';
import { wordsFromPdftotextTsv } from '../../../server/report/poppler/tsv-words.ts';

const row = (cells: (string | number)[]) => cells.join('\t');
const tsv = [
  row([
    'level',
    'page_num',
    'par_num',
    'block_num',
    'line_num',
    'word_num',
    'left',
    'top',
    'width',
    'height',
    'conf',
    'text',
  ]),
  row([1, 1, 0, 0, 0, 0, '0.000000', '0.000000', '612.000000', '792.000000', -1, '###PAGE###']),
  row([3, 1, 0, 0, 0, 0, '100.000000', '600.000000', '40.000000', '10.000000', -1, '###FLOW###']),
  row([4, 1, 0, 0, 0, 0, '100.000000', '600.000000', '40.000000', '10.000000', -1, '###LINE###']),
  row([5, 1, 0, 0, 0, 0, '100.00', '600.00', '40.00', '10.00', 100, 'lower']),
  row([5, 1, 0, 1, 0, 0, '50.00', '100.00', '40.00', '10.00', 100, 'R&D<1>']),
  row([5, 1, 0, 1, 0, 1, '95.00', '100.00', '4.00', '10.00', 100, 'ﬁ']),
  row([1, 2, 0, 0, 0, 0, '0.000000', '0.000000', '612.000000', '792.000000', -1, '###PAGE###']),
].join('\n');

describe('words of pdftotext -tsv', () => {
  const pages = wordsFromPdftotextTsv(tsv);

  it('reads every page, words bottom to top, y growing upwards, text as written', () => {
    expect(pages).toHaveLength(2);
    expect(pages[0]?.map((w) => w.str)).toEqual(['lower', 'R&D<1>', 'fi']);
    expect(pages[0]?.[0]).toEqual({ str: 'lower', left: 100, right: 140, middle: 187 });
    expect(pages[0]?.[1]?.middle).toBe(687);
    expect(pages[1]).toEqual([]);
  });
});
