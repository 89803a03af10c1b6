import { describe, expect, it } from 'vitest';
import { blocksFromTsv } from '../../../server/report/text/ocr-tsv.ts';

// Rows as tesseract's GetTSVText writes them: page, block, paragraph and line rows, then words.
const TSV = [
  '1\t1\t0\t0\t0\t0\t0\t0\t2400\t1700\t-1\t',
  '2\t1\t1\t0\t0\t0\t120\t40\t900\t80\t-1\t',
  '3\t1\t1\t1\t0\t0\t120\t40\t900\t80\t-1\t',
  '4\t1\t1\t1\t1\t0\t120\t40\t900\t36\t-1\t',
  '5\t1\t1\t1\t1\t1\t120\t40\t200\t36\t96.512345\tRESULT:',
  '5\t1\t1\t1\t1\t2\t340\t41\t260\t35\t91.000001\tPOSITIVE',
  '4\t1\t1\t1\t2\t0\t120\t90\t500\t30\t-1\t',
  '5\t1\t1\t1\t2\t1\t120\t90\t500\t30\t12.9\tc.1521_1523del',
  '2\t1\t2\t0\t0\t0\t1300\t40\t300\t30\t-1\t',
  '3\t1\t2\t1\t0\t0\t1300\t40\t300\t30\t-1\t',
  '4\t1\t2\t1\t1\t0\t1300\t40\t300\t30\t-1\t',
  '5\t1\t2\t1\t1\t1\t1300\t40\t300\t30\t0\tCFTR',
  '',
].join('\n');

describe('OCR words from tesseract TSV', () => {
  it('groups words by block, paragraph and line with their boxes and whole confidences', () => {
    expect(blocksFromTsv(TSV)).toEqual([
      {
        paragraphs: [
          {
            lines: [
              {
                words: [
                  { text: 'RESULT:', bbox: { x0: 120, y0: 40, x1: 320, y1: 76 }, confidence: 96 },
                  { text: 'POSITIVE', bbox: { x0: 340, y0: 41, x1: 600, y1: 76 }, confidence: 91 },
                ],
              },
              {
                words: [
                  {
                    text: 'c.1521_1523del',
                    bbox: { x0: 120, y0: 90, x1: 620, y1: 120 },
                    confidence: 12,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        paragraphs: [
          {
            lines: [
              {
                words: [
                  { text: 'CFTR', bbox: { x0: 1300, y0: 40, x1: 1600, y1: 70 }, confidence: 0 },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('reads nothing from an empty or headerless answer', () => {
    expect(blocksFromTsv('')).toEqual([]);
    expect(blocksFromTsv('level\tpage_num\tblock_num\n')).toEqual([]);
  });
});
