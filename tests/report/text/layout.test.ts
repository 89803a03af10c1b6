import { describe, expect, it } from 'vitest';
import { buildDocument, linesToText, sentences } from '../../../server/report/document.ts';
import { layoutPages } from '../../../server/report/layout.ts';
import type { PositionedItem } from '../../../server/report/pdf-page.ts';
import { ocrLines } from '../../../server/report/text/ocr-layout.ts';

const item = (str: string, x: number, y: number, width = str.length * 5): PositionedItem => ({
  str,
  x,
  y,
  width,
  height: 9,
});

const textOf = (items: PositionedItem[]) =>
  linesToText(layoutPages([{ items, width: 600, height: 800 }]));

describe('table rows from positioned text', () => {
  it('puts cells wrapped above and below a row back into the row', () => {
    // a variant cell on two lines, centred on the row's other cells (Peter Mac layout)
    const text = textOf([
      item('ASSUMED ORIGIN', 46, 385),
      item('GENE', 145, 385),
      item('VARIANT', 202, 385),
      item('VRF', 337, 390),
      item('(%)', 337, 380),
      item('c.2645G>A', 202, 367),
      item('Somatic', 46, 362),
      item('DNMT3A', 145, 362),
      item('7', 337, 362),
      item('CLONAL MARKER', 365, 362),
      item('p.(Arg882His)', 202, 357),
    ]);
    expect(text.split('\n')).toEqual([
      'ASSUMED ORIGIN   GENE   VARIANT   VRF (%)',
      'Somatic   DNMT3A   c.2645G>A p.(Arg882His)   7   CLONAL MARKER',
    ]);
  });

  it('puts three wrapped cells back into their row, and a line 1.4 lines down under its later cells', () => {
    // "Likely" over "benign", the protein change under the DNA change, the condition on two lines
    const wrapped = textOf([
      item('Gene', 46, 400),
      item('Variant', 100, 400),
      item('Zygosity', 200, 400),
      item('Classification', 280, 400),
      item('Condition', 360, 400),
      item('WFS1', 46, 380),
      item('c.1367G>A', 100, 380),
      item('Heterozygous', 200, 380),
      item('Likely', 280, 380),
      item('Wolfram syndrome;', 360, 380),
      item('p.Arg456His', 100, 370),
      item('benign', 280, 370),
      item('DFNA6/14/38', 360, 370),
    ]);
    expect(wrapped.split('\n')).toContain(
      'WFS1   c.1367G>A p.Arg456His   Heterozygous   Likely benign   Wolfram syndrome; DFNA6/14/38',
    );
    // lines 12.6 pt apart at 9 pt type: "metabolizer" continues "Intermediate"
    const spaced = textOf([
      item('Gene', 46, 400),
      item('Diplotype', 100, 400),
      item('Phenotype', 200, 400),
      item('Medications affected', 300, 400),
      item('CYP2C19', 46, 380),
      item('*1/*2', 100, 380),
      item('Intermediate', 200, 380),
      item('Clopidogrel: reduced formation of the active', 300, 380),
      item('metabolizer', 200, 367.4),
      item('metabolite; consider an alternative', 300, 367.4),
    ]);
    expect(spaced.split('\n')).toContain(
      'CYP2C19   *1/*2   Intermediate metabolizer   Clopidogrel: reduced formation of the active metabolite; consider an alternative',
    );
  });

  it('leaves a line of prose that crosses the columns alone', () => {
    const text = textOf([
      item('Somatic', 46, 362),
      item('DNMT3A', 145, 362),
      item('7', 337, 362),
      item('CLONAL MARKER', 365, 362),
      item('A sentence that runs across the whole width of the page', 46, 352, 400),
    ]);
    expect(text.split('\n')).toHaveLength(2);
  });

  it('keeps the widely spaced rows of one table in one paragraph', () => {
    const text = textOf([
      item('GENE', 46, 400),
      item('RESULT', 200, 400),
      item('INTERPRETATION', 400, 400),
      item('CYP2C9', 46, 375),
      item('*1/*3', 200, 375),
      item('intermediate metabolizer', 400, 375),
      item('F5', 46, 350),
      item('rs6025 AG', 200, 350),
      item('variant present', 400, 350),
    ]);
    expect(buildDocument(text).paragraphs).toHaveLength(1);
  });
});

describe('a sidebar split off at a vertical gutter', () => {
  // a full-width title over a sidebar at x 40-140 (its own line spacing, 19 pt) beside the main
  // column at x 220-520 (14 pt): their lines meet on a row only now and then
  const sidebarPage = () => [
    item('Genetic Test Report for a patient with a sidebar', 40, 760, 480),
    ...Array.from({ length: 10 }, (_, n) => item(`side ${n}`, 40, 741 - n * 19, 100)),
    ...Array.from({ length: 14 }, (_, n) => item(`main ${n}`, 220, 740 - n * 14, 300)),
  ];
  // the same columns with every line of one on the row of a line of the other: a table's
  // columns, the first `fullRows` of them one line of prose across the whole page instead
  const tablePage = (fullRows: number) => [
    item('Genetic Test Report for a patient with a sidebar', 40, 760, 480),
    ...Array.from({ length: 14 }, (_, n) =>
      n < fullRows
        ? [item(`a line ${n} of prose across the whole page`, 40, 740 - n * 14, 480)]
        : [item(`side ${n}`, 40, 740 - n * 14, 100), item(`main ${n}`, 220, 740 - n * 14, 300)],
    ).flat(),
  ];

  it('reads the main column top to bottom, then the sidebar', () => {
    const lines = textOf(sidebarPage()).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Genetic Test Report for a patient with a sidebar',
      '',
      'main 0',
      'main 1',
    ]);
    expect(lines.slice(15, 18)).toEqual(['main 13', '', 'side 0']);
    expect(lines.filter((l) => l.startsWith('side'))).toEqual(
      Array.from({ length: 10 }, (_, n) => `side ${n}`),
    );
  });

  it("keeps a table's rows whole when most rows have cells on both sides of the gap", () => {
    const lines = textOf(tablePage(0)).split('\n');
    expect(lines).toContain('side 0   main 0');
    expect(lines).toContain('side 13   main 13');
  });

  it('keeps rows whole when too many rows cross every gutter', () => {
    const lines = textOf(tablePage(3)).split('\n');
    expect(lines).toContain('side 3   main 3');
    expect(lines).toContain('side 13   main 13');
  });
});

describe('OCR output laid out like PDF text', () => {
  const word = (text: string, x0: number, y0: number) => ({
    text,
    bbox: { x0, y0, x1: x0 + text.length * 18, y1: y0 + 30 },
  });

  it('splits cells at wide gaps between words and joins lines at one height', () => {
    const lines = ocrLines(
      [
        {
          top: 0,
          blocks: [
            {
              paragraphs: [
                { lines: [{ words: [word('GENE', 100, 100), word('RESULT', 600, 100)] }] },
              ],
            },
            { paragraphs: [{ lines: [{ words: [word('CYP2C9', 100, 140)] }] }] },
            {
              paragraphs: [
                { lines: [{ words: [word('*1/*3', 600, 142), word('poor', 700, 141)] }] },
              ],
            },
          ],
        },
      ],
      1200,
      1600,
    );
    expect(linesToText(lines).split('\n')).toEqual(['GENE   RESULT', 'CYP2C9   *1/*3 poor']);
  });

  it('places each band of the page at its own height', () => {
    const lines = ocrLines(
      [
        { top: 0, blocks: [{ paragraphs: [{ lines: [{ words: [word('first', 100, 100)] }] }] }] },
        { top: 800, blocks: [{ paragraphs: [{ lines: [{ words: [word('second', 100, 10)] }] }] }] },
      ],
      1200,
      1600,
    );
    expect(lines.map((l) => l.cells[0]?.text)).toEqual(['first', 'second']);
  });

  it("keeps a paragraph's lines together though word boxes are shorter than the type", () => {
    // a word box holds its own letters: "was" is x-height tall, "(p.Gly551Asp)" the whole type
    // (ascender at 0, x-height from 8, baseline at 27, descender to 36, lines 49 px apart)
    const SPANS = { x: [8, 27], a: [0, 27], f: [0, 36] } as const;
    const line = (top: number, words: string) => ({
      words: words.split(' ').map((w, i) => {
        const [text, kind] = w.split('/') as [string, keyof typeof SPANS];
        const [y0, y1] = SPANS[kind];
        return { text, bbox: { x0: 100 + i * 200, y0: top + y0, x1: 280 + i * 200, y1: top + y1 } };
      }),
    });
    const lines = ocrLines(
      [
        {
          top: 0,
          blocks: [
            {
              paragraphs: [
                {
                  lines: [
                    line(100, 'showed/a that/a was/x in/a gating/f c.1652G>A/a'),
                    line(149, '(p.Gly551Asp)/f from/a the/a father/a was/x seen/x'),
                    line(198, 'the/a one/x was/x more/x by/f (ClinVar/f'),
                    line(247, 'VCV000007105)./f It/a is/a a/x gating/f variant./a'),
                    line(340, 'Care/a at/a an/x accredited/a center/a is/a'),
                    line(389, 'recommended/a for/a body/f one/x of/a them/a'),
                  ],
                },
              ],
            },
          ],
        },
      ],
      1200,
      1600,
    );
    const paragraphs = linesToText(lines).split('\n\n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toContain('c.1652G>A\n(p.Gly551Asp)');
    expect(paragraphs[0]).toContain('(ClinVar\nVCV000007105)');
    expect(paragraphs[1]?.startsWith('Care')).toBe(true);
  });
});

describe('sections and sentences', () => {
  it('treats a heading that names limitations or methods anywhere as method text', () => {
    const doc = buildDocument(
      ['Test Results', 'BRCA1 c.68_69del', '', 'Test Limitations', 'ASXL1 c.1934dup'].join('\n'),
    );
    expect(doc.paragraphs.map((p) => p.section)).toEqual(['main', 'methods']);
  });

  it('treats a paragraph opened by a method label as method text only itself', () => {
    const doc = buildDocument(
      [
        'Method: sequencing.',
        '',
        'Variants Tested: c.1A>G',
        '',
        'Atrial Fibrillation Results',
      ].join('\n'),
    );
    expect(doc.paragraphs.map((p) => p.section)).toEqual(['methods', 'methods', 'main']);
  });

  it('ends a sentence at a list bullet', () => {
    const text = 'AML with mutated RUNX1 (provisional)1.\n\uf0b7 The presence of ASXL1 mutations';
    expect(sentences(text).map((s) => s.text)).toEqual([
      'AML with mutated RUNX1 (provisional)1.',
      'The presence of ASXL1 mutations',
    ]);
  });

  it('reads a whole report of any length', () => {
    const line = 'Variant c.1A>G was not detected in this sample at all, as expected here.\n';
    expect(buildDocument(line.repeat(4000)).paragraphs).toHaveLength(1);
  });
});

describe('wrapped cells that OCR half-joined to their row', () => {
  it('stacks the other half onto the cell that starts in the same column', () => {
    const text = textOf([
      item('GENE', 145, 385),
      item('VARIANT', 202, 385),
      item('CLASS', 365, 385),
      item('c.1345G>A', 202, 345),
      item('Somatic', 46, 340),
      item('SH2B3', 145, 340),
      item('p.(Glu449Lys)', 202, 340),
      item('DIAGNOSTIC', 365, 340),
    ]);
    expect(text.split('\n')).toContain('Somatic   SH2B3   c.1345G>A p.(Glu449Lys)   DIAGNOSTIC');
  });
});
