import { describe, expect, it } from 'vitest';
import { pagesFromPoppler } from '../../../server/report/poppler/runs-to-items.ts';
import type { PopplerWord } from '../../../server/report/poppler/tsv-words.ts';
import type { PopplerRun } from '../../../server/report/poppler/xml-runs.ts';

const run = (str: string, x: number, width: number): PopplerRun => ({
  str,
  x,
  width,
  bottom: 100,
  top: 112,
  size: 10,
});
const word = (str: string, left: number, right: number, middle = 106): PopplerWord => ({
  str,
  left,
  right,
  middle,
});

function items(runs: PopplerRun[], words: PopplerWord[]) {
  return pagesFromPoppler([{ runs, width: 612, height: 792 }], [words])[0]?.items ?? [];
}

describe('Poppler runs as pdf.js items', () => {
  it('stands a run on its baseline, a fifth of its size above its box bottom', () => {
    const [only] = items([run('Heterozygous', 10, 60)], [word('Heterozygous', 10, 70)]);
    expect(only).toEqual({ str: 'Heterozygous', x: 10, y: 102.2, width: 60, height: 10 });
  });

  it('cuts a run where its words are more than one font size apart (two table cells)', () => {
    const joined = run('NM_015338.5 10-12', 10, 81);
    const words = [word('NM_015338.5', 10, 65), word('10-12', 76, 91)];
    expect(items([joined], words).map((i) => [i.str, i.x, i.width])).toEqual([
      ['NM_015338.5', 10, 55],
      ['10-12', 76, 15],
    ]);
  });

  it('keeps a run whole where its words are one font size apart or closer', () => {
    const words = [word('Pathogenic', 10, 60), word('variant', 70, 100)];
    expect(items([run('Pathogenic variant', 10, 90)], words).map((i) => i.str)).toEqual([
      'Pathogenic variant',
    ]);
  });

  it('reads only the words inside the run: not those of the row above, nor of the next run', () => {
    const words = [word('above', 30, 60, 130), word('BRCA2', 10, 40), word('c.5946del', 100, 150)];
    expect(items([run('BRCA2', 10, 30)], words).map((i) => i.str)).toEqual(['BRCA2']);
  });

  it('keeps a run whose words were not found', () => {
    expect(items([run('GeneGuide', 10, 60)], []).map((i) => i.str)).toEqual(['GeneGuide']);
  });
});
