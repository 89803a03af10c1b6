import { describe, expect, it } from 'vitest';
import { firstAtLeast } from '../../server/report/sorted-search.ts';

const at = (values: number[], value: number) => firstAtLeast(values, value, (v) => v);

describe('the first item at or above a value, in sorted items', () => {
  it('finds the first of equal items, the insertion point between them, or the end', () => {
    expect(at([], 3)).toBe(0);
    expect(at([1, 3, 3, 5], 3)).toBe(1);
    expect(at([1, 3, 3, 5], 4)).toBe(3);
    expect(at([1, 3, 3, 5], 0)).toBe(0);
    expect(at([1, 3, 3, 5], 6)).toBe(4);
  });

  it('reads the key it is given', () => {
    const words = [{ middle: 10 }, { middle: 20 }, { middle: 30 }];
    expect(firstAtLeast(words, 15, (w) => w.middle)).toBe(1);
  });
});
