import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { GrayImage } from '../gray-image.ts';
import { readToolOutput, runLimitedTool } from './limited-tool.ts';
import { openScratchFile } from './scratch-file.ts';

/**
 * A scanned page rendered at this resolution puts a report's 10-12 pt text at a line pitch of
 * 30-40 px, about what the OCR step then scales to (image-preprocess.ts, `scaleForOcr`): the
 * page is rasterised once by Poppler's native code instead of decoded by pdf.js in JavaScript.
 */
const DPI = 200;
/** A page larger than 14 x 18 inches is cut there: the pixels stay bounded whatever the page says. */
const MAX_WIDTH = 14 * DPI;
const MAX_HEIGHT = 18 * DPI;

/** An 8-bit binary PGM ("P5"), what `pdftoppm -gray` writes. */
export function parsePgm(bytes: Uint8Array): GrayImage {
  const header = /^P5\s+(?:#[^\n]*\s+)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(
    Buffer.from(bytes.subarray(0, 64)).toString('latin1'),
  );
  const [, w, h, max] = header ?? [];
  const width = Number(w);
  const height = Number(h);
  const start = header?.[0].length ?? 0;
  if (!header || Number(max) !== 255 || bytes.length < start + width * height) {
    throw new Error('not an 8-bit PGM');
  }
  return { width, height, data: bytes.slice(start, start + width * height) };
}

/**
 * The pages of a scanned PDF as Poppler draws them, in gray, one page at a time (a page's pixels
 * are read and dropped before the next is drawn). Throws when a tool fails: the caller falls
 * back to pdf.js.
 */
export async function* popplerPageImages(
  bytes: Uint8Array,
  pages: number,
): AsyncGenerator<{ image: GrayImage; pages: number }> {
  const scratch = await openScratchFile(bytes);
  try {
    for (let n = 1; n <= pages; n++) {
      const out = path.join(scratch.dir, `page-${n}`);
      const range = ['-f', String(n), '-l', String(n)];
      const size = ['-r', String(DPI), '-W', String(MAX_WIDTH), '-H', String(MAX_HEIGHT)];
      await runLimitedTool(
        'pdftoppm',
        ['-gray', '-q', ...range, ...size, '-singlefile', scratch.file, out],
        scratch.dir,
      );
      const image = parsePgm(await readToolOutput('pdftoppm', `${out}.pgm`));
      await rm(`${out}.pgm`, { force: true });
      yield { image, pages };
    }
  } finally {
    await scratch.remove();
  }
}
