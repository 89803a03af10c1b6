import { describe, expect, it } from 'vitest';
import { withGlobalCopy } from '../../server/report/global-regex.ts';

const WORD = /[a-z]+/;

function words(text: string): string[] {
  return withGlobalCopy(WORD, (g) => {
    const out: string[] = [];
    for (let m = g.exec(text); m; m = g.exec(text)) out.push(m[0]);
    return out;
  });
}

describe('a global copy of an expression', () => {
  it('starts at the beginning every time', () => {
    expect(words('ab cd')).toEqual(['ab', 'cd']);
    expect(words('ef')).toEqual(['ef']);
  });

  it('is not shared with a run of the same expression inside a run', () => {
    const pairs = withGlobalCopy(WORD, (g) => {
      const out: string[][] = [];
      for (let m = g.exec('ab cd'); m; m = g.exec('ab cd')) out.push([m[0], ...words('x y')]);
      return out;
    });
    expect(pairs).toEqual([
      ['ab', 'x', 'y'],
      ['cd', 'x', 'y'],
    ]);
  });

  it('is not left in use after a failure', () => {
    expect(() =>
      withGlobalCopy(WORD, () => {
        throw new Error('stop');
      }),
    ).toThrow('stop');
    const inner = withGlobalCopy(WORD, (outer) => withGlobalCopy(WORD, (g) => g === outer));
    expect(inner).toBe(false);
    expect(withGlobalCopy(WORD, (a) => withGlobalCopy(WORD, (b) => a !== b))).toBe(true);
  });
});
