import { foldCompatibilityChars } from '../text/compatibility-chars.ts';

/** One word as `pdftotext -tsv` writes it, in PDF points with y growing upwards. */
export interface PopplerWord {
  str: string;
  left: number;
  right: number;
  /** The middle of the word's box, vertically. */
  middle: number;
}

// level 1 is a page (its box is the page), level 5 a word; the other levels are not read
const ROW =
  /^([15])\t(\d+)\t[^\t]*\t[^\t]*\t[^\t]*\t[^\t]*\t([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t[^\t]*\t(.*)$/gm;

/** The words of every page of `pdftotext -tsv` output, each page's sorted by `middle`. */
export function wordsFromPdftotextTsv(tsv: string): PopplerWord[][] {
  const pages: PopplerWord[][] = [];
  let words: PopplerWord[] = [];
  let pageHeight = 0;
  for (const [, level, , left, top, width, height, text = ''] of tsv.matchAll(ROW)) {
    if (level === '1') {
      words = [];
      pages.push(words);
      pageHeight = Number(height);
      continue;
    }
    const x = Number(left);
    words.push({
      str: foldCompatibilityChars(text),
      left: x,
      right: x + Number(width),
      middle: pageHeight - Number(top) - Number(height) / 2,
    });
  }
  for (const page of pages) page.sort((a, b) => a.middle - b.middle);
  return pages;
}
