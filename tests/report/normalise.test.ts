import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../server/report/normalise.ts';

describe('normaliseText keeps every character’s raw offset', () => {
  it('plain ASCII maps each character to itself', () => {
    const raw = 'CFTR c.1521_1523del\tp.Phe508del';
    const norm = normaliseText(raw);
    expect(norm.text).toBe(raw);
    expect(norm.toRaw).toEqual([...raw].map((_, i) => i));
  });

  it('ASCII around ligatures, dashes, quotes and astral characters keeps its own offsets', () => {
    const raw = 'ﬁ ne\u2013x \u201cq\u201d 𝐀b';
    const norm = normaliseText(raw);
    expect(norm.text).toBe('fi ne-x "q" Ab');
    // ﬁ → f,i (both from 0); 𝐀 (two UTF-16 units at 11) → A; b at 13
    expect(norm.toRaw).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
  });
});
