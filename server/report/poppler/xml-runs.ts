import { foldCompatibilityChars } from '../text/compatibility-chars.ts';
import { decodeXmlText } from './xml-text.ts';

/** One run of text as `pdftohtml -xml` writes it, in PDF points with y growing upwards. */
export interface PopplerRun {
  str: string;
  x: number;
  width: number;
  /** The bottom and top of the run's box (the box reaches below the baseline). */
  bottom: number;
  top: number;
  /** The font size. */
  size: number;
}

export interface PopplerRunPage {
  runs: PopplerRun[];
  width: number;
  height: number;
}

const PAGE = /<page\b[^>]*\bheight="([\d.]+)"[^>]*\bwidth="([\d.]+)"[^>]*>([\s\S]*?)<\/page>/g;
const FONT = /<fontspec\b[^>]*\bid="(\d+)"[^>]*\bsize="(-?[\d.]+)"/g;
const TEXT =
  /<text\b[^>]*\btop="(-?[\d.]+)"[^>]*\bleft="(-?[\d.]+)"[^>]*\bwidth="(-?[\d.]+)"[^>]*\bheight="(-?[\d.]+)"[^>]*\bfont="(\d+)"[^>]*>([\s\S]*?)<\/text>/g;

/**
 * The runs of every page of `pdftohtml -xml -zoom <zoom>` output. Font sizes come floored to
 * whole zoomed points (exact for the whole and half point sizes reports use); a font with no
 * usable size takes its box height.
 */
export function runsFromPdftohtmlXml(xml: string, zoom: number): PopplerRunPage[] {
  const fontSizes = new Map<string, number>();
  const pages: PopplerRunPage[] = [];
  for (const [, pageHeight, pageWidth, body = ''] of xml.matchAll(PAGE)) {
    for (const [, id = '', size] of body.matchAll(FONT)) fontSizes.set(id, Number(size) / zoom);
    const height = Number(pageHeight) / zoom;
    const runs: PopplerRun[] = [];
    for (const [, top, left, width, boxHeight, font = '', markup = ''] of body.matchAll(TEXT)) {
      const str = foldCompatibilityChars(decodeXmlText(markup));
      if (str.length === 0) continue;
      const bottom = height - (Number(top) + Number(boxHeight)) / zoom;
      const box = Number(boxHeight) / zoom;
      const size = fontSizes.get(font) ?? 0;
      runs.push({
        str,
        x: Number(left) / zoom,
        width: Number(width) / zoom,
        bottom,
        top: bottom + box,
        size: size > 0 ? size : box,
      });
    }
    pages.push({ runs, width: Number(pageWidth) / zoom, height });
  }
  return pages;
}
