import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrayImage } from '../../server/report/gray-image.ts';

// One word in tesseract's TSV: level 5, then page, block, paragraph, line, word, box, confidence
const tsvOf = (word: string) => `5\t1\t1\t1\t1\t1\t10\t10\t60\t20\t91.5\t${word}\n`;
const available = vi.fn<() => boolean>();
const native = vi.fn<(image: GrayImage) => Promise<string>>();
const wasm = vi.fn<(image: GrayImage, workers: number) => Promise<string>>();
vi.mock('../../server/report/ocr/engine-native.ts', () => ({
  nativeOcrAvailable: available,
  nativeTsv: native,
}));
vi.mock('../../server/report/ocr/engine-wasm.ts', () => ({
  wasmTsv: wasm,
  closeWasmOcr: async () => {},
}));
const { ocrImage } = await import('../../server/report/ocr.ts');
const { ocrEngine } = await import('../../server/report/ocr/engine-choice.ts');

/** A white page with two dark text lines, far enough apart for the page to be read in two bands. */
function page(): GrayImage {
  const width = 200;
  const height = 200;
  const data = new Uint8Array(width * height).fill(255);
  for (const top of [40, 140]) data.fill(0, top * width, (top + 10) * width);
  return { width, height, data };
}

describe('which OCR engine reads a page', () => {
  beforeEach(() => {
    available.mockReset().mockReturnValue(true);
    native.mockReset().mockResolvedValue(tsvOf('native'));
    wasm.mockReset().mockResolvedValue(tsvOf('wasm'));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('the tesseract command, where the machine has it', async () => {
    expect(ocrEngine()).toBe('tesseract');
    const read = await ocrImage(page());
    expect(native).toHaveBeenCalledTimes(2);
    expect(wasm).not.toHaveBeenCalled();
    expect(read.words.map((w) => w.text)).toEqual(['native', 'native']);
  });

  it('tesseract.js, where the command is missing', async () => {
    available.mockReturnValue(false);
    expect(ocrEngine()).toBe('tesseract.js');
    const read = await ocrImage(page());
    expect(native).not.toHaveBeenCalled();
    expect(read.words.map((w) => w.text)).toEqual(['wasm', 'wasm']);
  });

  it('tesseract.js alone with REPORT_OCR_ENGINE=tesseract.js', async () => {
    vi.stubEnv('REPORT_OCR_ENGINE', 'tesseract.js');
    expect(ocrEngine()).toBe('tesseract.js');
    await ocrImage(page());
    expect(native).not.toHaveBeenCalled();
    expect(wasm).toHaveBeenCalledTimes(2);
  });

  it('a band the command fails on is read again by tesseract.js, the other band kept', async () => {
    native.mockResolvedValueOnce(tsvOf('native')).mockRejectedValueOnce(new Error('killed'));
    const read = await ocrImage(page());
    expect(wasm).toHaveBeenCalledTimes(1);
    expect(read.words.map((w) => w.text).sort()).toEqual(['native', 'wasm']);
  });

  it('each band is read once, cut between the lines, and its words put back in place', async () => {
    const image = page();
    const read = await ocrImage(image);
    const heights = native.mock.calls.map(([band]) => band.height);
    expect(heights.reduce((a, b) => a + b, 0)).toBe(image.height);
    // the second band's word sits below the cut, not at the band's own top
    expect(Math.max(...read.words.map((w) => w.y0))).toBeGreaterThan(heights[0] ?? 0);
  });
});
