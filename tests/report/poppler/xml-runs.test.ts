import { describe, expect, it } from 'vitest';
import { runsFromPdftohtmlXml } from '../../../server/report/poppler/xml-runs.ts';

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<pdf2xml producer="poppler" version="22.12.0">
<page number="1" position="absolute" top="0" left="0" height="2376" width="1836">
	<fontspec id="0" size="27" family="Times" color="#000000"/>
	<fontspec id="1" size="0" family="Times" color="#000000"/>
<text top="300" left="150" width="294" height="30" font="0"><i><b>BRCA2</b></i> &amp; c.5946del &lt;het&gt; &#945;</text>
<text top="330" left="150" width="90" height="30" font="0">   </text>
<text top="400" left="60" width="30" height="24" font="1">ﬁ</text>
</page>
<page number="2" position="absolute" top="0" left="0" height="2376" width="1836">
<text top="0" left="0" width="30" height="30" font="0">next</text>
</page>
</pdf2xml>`;

describe('runs of pdftohtml -xml', () => {
  const pages = runsFromPdftohtmlXml(xml, 3);

  it('reads each page in points, y growing upwards', () => {
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    expect(pages[0]?.runs[0]).toEqual({
      str: 'BRCA2 & c.5946del <het> α',
      x: 50,
      width: 98,
      bottom: 792 - 110,
      top: 792 - 100,
      size: 9,
    });
  });

  it('keeps blank runs as pdf.js does, folds ligatures, and sizes a font of no size by its box', () => {
    expect(pages[0]?.runs.map((r) => r.str)).toEqual(['BRCA2 & c.5946del <het> α', '   ', 'fi']);
    expect(pages[0]?.runs[2]?.size).toBe(8);
  });

  it('keeps a font declared on an earlier page', () => {
    expect(pages[1]?.runs[0]).toMatchObject({ str: 'next', size: 9 });
  });
});
