import { describe, expect, it } from 'vitest';
import { blur, darken } from '../../../scripts/lib/degrade-image.ts';
import type { GrayImage } from '../../../server/report/gray-image.ts';
import type { OcrPage } from '../../../server/report/ocr.ts';
import { imageSignals } from '../../../server/report/reading/image-signals.ts';
import { missedFindings, ocrDocument } from '../../../server/report/reading/index.ts';
import { judgePage } from '../../../server/report/reading/page-verdict.ts';
import { textQuality } from '../../../server/report/reading/text-quality.ts';
import type { OcrWord } from '../../../server/report/text/ocr-layout.ts';

/** A page of dark text rows (2 px strokes) on paper inside a dark desk border. */
function page(width = 900, height = 1200, pitch = 30): GrayImage {
  const data = new Uint8Array(width * height).fill(40);
  for (let y = 60; y < height - 60; y++)
    for (let x = 60; x < width - 60; x++) {
      const inRow = (y - 100) % pitch < 12 && y > 100 && y < height - 120;
      const inWord = x > 120 && x < width - 120 && x % 9 < 2 && (x >> 6) % 5 !== 0;
      data[y * width + x] = inRow && inWord ? 30 : 235;
    }
  return { width, height, data };
}

const words = (text: string, confidence: number, width = 900): OcrWord[] =>
  text
    .split(' ')
    .map((w, i) => ({
      text: w,
      confidence,
      x0: 130 + (i % 8) * 80,
      x1: 190 + (i % 8) * 80,
      y0: 110 + Math.floor(i / 8) * 30,
      y1: 122 + Math.floor(i / 8) * 30,
    }))
    .filter((w) => w.x1 < width);

const SENTENCE =
  'This result is positive for a pathogenic variant in the gene which causes the condition in the family and testing of relatives is recommended';

function ocr(text: string, confidence: number): OcrPage {
  return { text, words: words(text, confidence), width: 900, height: 1200 };
}

describe('the reading check', () => {
  it('counts dictionary words, leaving out tokens with digits', () => {
    expect(textQuality('The variant was found in the gene c.1601G>A F5').wordRate).toBe(1);
    expect(textQuality('Tne resuit wns posltve fcr a pathcgenlc').wordRate).toBeLessThanOrEqual(
      0.5,
    );
  });

  it('sees rows of text in a page and none in a plain picture', () => {
    const text = imageSignals(page());
    expect(text.linePitch).toBe(30);
    expect(text.lineStrength).toBeGreaterThan(0.3);
    const plain = { width: 400, height: 400, data: new Uint8Array(400 * 400).fill(120) };
    expect(imageSignals(plain).lineStrength).toBe(0);
    expect(imageSignals(blur(page(), 6)).edgeWidth).toBeGreaterThan(
      imageSignals(page()).edgeWidth * 2,
    );
  });

  it('passes a confident reading of real words and fails letter soup, with the likely reason', () => {
    expect(judgePage(imageSignals(page()), ocr(SENTENCE, 92))).toMatchObject({ readable: true });
    const soup =
      'Tne resuit wns posltve fcr a pathcgenlc varlant ln tbe gcne whlch cauzes tbe'.repeat(2);
    const blurred = blur(page(), 6);
    expect(judgePage(imageSignals(blurred), ocr(soup, 40))).toMatchObject({
      readable: false,
      reason: 'blurred',
    });
    expect(judgePage(imageSignals(darken(page(), 0.3)), ocr(soup, 30))).toMatchObject({
      readable: false,
      reason: 'too_dark',
    });
  });

  it('fails a page whose text runs off one side', () => {
    const cut: OcrPage = {
      ...ocr(SENTENCE, 92),
      words: [0, 1, 2, 3].map((n) => ({
        text: 'recommended',
        confidence: 90,
        x0: 820,
        x1: 900,
        y0: 110 + n * 30,
        y1: 122 + n * 30,
      })),
    };
    expect(judgePage(imageSignals(page()), cut)).toMatchObject({
      readable: false,
      reason: 'cut_off',
    });
  });

  it('says which pages of a scan failed', () => {
    const good = { text: SENTENCE, verdict: judgePage(imageSignals(page()), ocr(SENTENCE, 92)) };
    const bad = {
      text: 'x',
      verdict: judgePage(imageSignals(darken(page(), 0.3)), ocr('Tne resuit wns', 20)),
    };
    const read = ocrDocument([good, bad, good]);
    expect(read.readable).toBe(false);
    expect(read.reading).toMatchObject({
      source: 'ocr',
      pages: 3,
      unreadable_pages: [{ page: 2, reason: 'too_dark' }],
      reason: 'too_dark',
    });
    // a good reading that finds nothing where the report states a finding is no good reading
    expect(missedFindings(ocrDocument([good])).readable).toBe(false);
  });
});
