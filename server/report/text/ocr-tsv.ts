import type { OcrBlock, OcrLine } from './ocr-layout.ts';

/** Tesseract's TSV columns: level, page, block, paragraph, line, word, left, top, width, height, conf, text. */
const WORD_LEVEL = '5';

/**
 * Tesseract's TSV output as the blocks, paragraphs, lines and words `ocr-layout.ts` reads. The TSV
 * holds one row per word with its box and confidence; tesseract.js's block output holds every
 * letter and its alternatives as well, several times the size, built and copied between threads
 * for every band of every page.
 */
export function blocksFromTsv(tsv: string): OcrBlock[] {
  const blocks = new Map<string, Map<string, Map<string, OcrLine>>>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== WORD_LEVEL || cells.length < 12) continue;
    const [, , block = '', paragraph = '', line = '', , left, top, width, height, conf] = cells;
    const text = cells.slice(11).join('\t');
    const x0 = Number(left);
    const y0 = Number(top);
    const paragraphs = blocks.get(block) ?? new Map<string, Map<string, OcrLine>>();
    blocks.set(block, paragraphs);
    const lines = paragraphs.get(paragraph) ?? new Map<string, OcrLine>();
    paragraphs.set(paragraph, lines);
    const words = lines.get(line) ?? { words: [] };
    lines.set(line, words);
    words.words.push({
      text,
      bbox: { x0, y0, x1: x0 + Number(width), y1: y0 + Number(height) },
      // whole numbers, as the block output gives them
      confidence: Math.trunc(Number(conf)),
    });
  }
  return [...blocks.values()].map((paragraphs) => ({
    paragraphs: [...paragraphs.values()].map((lines) => ({ lines: [...lines.values()] })),
  }));
}
