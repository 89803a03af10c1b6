import { describe, expect, it } from 'vitest';
import { wordsFromPdftotextBbox } from '../../../server/report/poppler/bbox-words.ts';

const xhtml = `<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head></head><body>
<doc>
  <page width="612.000000" height="792.000000">
    <word xMin="100.000000" yMin="600.000000" xMax="140.000000" yMax="610.000000">lower</word>
    <word xMin="50.000000" yMin="100.000000" xMax="90.000000" yMax="110.000000">R&amp;D</word>
    <word xMin="95.000000" yMin="100.000000" xMax="99.000000" yMax="110.000000">ﬁ</word>
  </page>
  <page width="612.000000" height="792.000000">
  </page>
</doc></body></html>`;

describe('words of pdftotext -bbox', () => {
  const pages = wordsFromPdftotextBbox(xhtml);

  it('reads every page, words bottom to top, y growing upwards', () => {
    expect(pages).toHaveLength(2);
    expect(pages[0]?.map((w) => w.str)).toEqual(['lower', 'R&D', 'fi']);
    expect(pages[0]?.[0]).toEqual({ str: 'lower', left: 100, right: 140, middle: 187 });
    expect(pages[0]?.[1]?.middle).toBe(687);
    expect(pages[1]).toEqual([]);
  });
});
