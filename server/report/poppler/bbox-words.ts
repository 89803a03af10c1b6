import { foldCompatibilityChars } from '../text/compatibility-chars.ts';
import { decodeXmlText } from './xml-text.ts';

/** One word as `pdftotext -bbox` writes it, in PDF points with y growing upwards. */
export interface PopplerWord {
  str: string;
  left: number;
  right: number;
  /** The middle of the word's box, vertically. */
  middle: number;
}

const PAGE = /<page\b[^>]*\bheight="([\d.]+)"[^>]*>([\s\S]*?)<\/page>/g;
// Poppler writes every word the same way; an expression that fits only that parses 1.5x faster
const WORD = /<word xMin="([^"]*)" yMin="([^"]*)" xMax="([^"]*)" yMax="([^"]*)">([^<]*)<\/word>/g;

/** The words of every page of `pdftotext -bbox` output, each page's sorted by `middle`. */
export function wordsFromPdftotextBbox(xhtml: string): PopplerWord[][] {
  const pages: PopplerWord[][] = [];
  for (const [, pageHeight, body = ''] of xhtml.matchAll(PAGE)) {
    const height = Number(pageHeight);
    const words: PopplerWord[] = [];
    for (const [, xMin, yMin, xMax, yMax, markup = ''] of body.matchAll(WORD)) {
      words.push({
        str: foldCompatibilityChars(markup.includes('&') ? decodeXmlText(markup) : markup),
        left: Number(xMin),
        right: Number(xMax),
        middle: height - (Number(yMin) + Number(yMax)) / 2,
      });
    }
    pages.push(words.sort((a, b) => a.middle - b.middle));
  }
  return pages;
}
