import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

const genes = (text: string) => fromText(text).variants.map((v) => v.gene);

// The Invitae F5 photo as OCR read it at one scale: the row's gene cell "F5" read as "3".
const page = (sentence: string, row = '3   c.1601G>A (p.Arg534Gin)   heterozygous   PATHOGENIC') =>
  `RESULT: POSITIVE\n\n${sentence}\n\n${row}\n\nAbout this test\n\nThis test evaluates 167 genes for variants.\n`;

describe('a finding whose gene cell OCR could not read', () => {
  it("takes the one gene the report's result sentence names", () => {
    expect(
      genes(
        page(
          'A clinically significant genetic change was found in the F5   which is associated with a blood-related\ngene,\ncondition.',
        ),
      ),
    ).toEqual([['F5']]);
    expect(genes(page('A pathogenic variant was identified in the BRCA2 gene.'))).toEqual([
      ['BRCA2'],
    ]);
  });

  it('takes none when the sentence names several genes, denies a finding, or there are several findings', () => {
    expect(genes(page('Changes were found in the F5 and F2 genes.'))).toEqual([[]]);
    expect(genes(page('No pathogenic variants were found in BRCA1.'))).toEqual([[]]);
    const two = page(
      'A change was found in the F5 gene.',
      '3   c.1601G>A   heterozygous   PATHOGENIC\n7   c.20210G>A   heterozygous   PATHOGENIC',
    );
    expect(genes(two)).toEqual([[], []]);
  });
});
