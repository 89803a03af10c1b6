import { describe, expect, it } from 'vitest';
import { detailBlocks } from '../../../server/report/assembly/detail-blocks.ts';
import type { Paragraph } from '../../../server/report/document.ts';
import { fromText } from '../../../server/report/extract-in-process.ts';

const paragraph = (text: string): Paragraph =>
  ({ text, start: 0, end: text.length, section: 'main', index: 0 }) as unknown as Paragraph;

const classes = (text: string) =>
  fromText(text).variants.map((v) => [v.var[0], v.classification ?? null]);

describe('"Variant N of M" details blocks', () => {
  it('cuts a paragraph at each heading, keeping what a page break left before the first', () => {
    const blocks = detailBlocks(
      paragraph('end of the last block. Variant 2 of 3 A c.1A>G. Variant 3 of 3 B c.2A>G.'),
    );
    expect(blocks.map((b) => b.text)).toEqual([
      'end of the last block. ',
      'Variant 2 of 3 A c.1A>G. ',
      'Variant 3 of 3 B c.2A>G.',
    ]);
    expect(detailBlocks(paragraph('no heading here c.1A>G'))).toEqual([]);
  });

  it("gives each variant of a shared details paragraph its own block's classification", () => {
    const text =
      'Findings: one likely pathogenic variant and one variant of uncertain significance were detected. ' +
      'Variant 1 of 2 ERCC5 c.190A>G p.Lys64Glu ) The c.190A>G variant occurs at position 64. ' +
      'This variant is considered likely pathogenic. ' +
      'Variant 2 of 2 KMT2D ( c.16026G>C p.Glu5342Asp ) The c.16026G>C variant occurs at position 5342. ' +
      'The evidence is insufficient, therefore it is classified as a variant of un- certain clinical significance';
    expect(classes(text)).toEqual([
      ['c.190A>G', 'Likely pathogenic'],
      ['c.16026G>C', 'Uncertain significance'],
    ]);
  });

  it('gives no classification from a block that writes two variants', () => {
    const text =
      'Findings: two variants were detected. ' +
      'Variant 1 of 2 ERCC5 c.190A>G p.Lys64Glu ) The c.190A>G variant occurs at position 64, next to the KMT2D c.16026G>C variant. ' +
      'This variant is considered likely pathogenic. ' +
      'Variant 2 of 2 KMT2D ( c.16026G>C p.Glu5342Asp ) The c.16026G>C variant occurs at position 5342.';
    expect(classes(text)).toEqual([
      ['c.190A>G', null],
      ['c.16026G>C', null],
    ]);
  });
});
