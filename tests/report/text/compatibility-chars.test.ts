import { normalizeUnicode } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { foldCompatibilityChars } from '../../../server/report/text/compatibility-chars.ts';

describe('characters folded as pdf.js folds them', () => {
  it('folds ligatures and odd spaces', () => {
    expect(foldCompatibilityChars('identiﬁed ﬂanking\u00a0eﬀect')).toBe(
      'identified flanking effect',
    );
  });

  it('leaves plain text and other characters alone', () => {
    expect(foldCompatibilityChars('c.1521_1523delCTT')).toBe('c.1521_1523delCTT');
    expect(foldCompatibilityChars('ΔF508 β6 Glu→Val ●')).toBe('ΔF508 β6 Glu→Val ●');
  });

  it('gives what pdf.js gives for every character of the Basic Multilingual Plane', () => {
    const differing: string[] = [];
    for (let code = 0x80; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (foldCompatibilityChars(char) !== normalizeUnicode(char))
        differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });
});
