import { afterAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/report/gray-image.ts';
import {
  closeReportExtraction,
  extractReport,
  ReportExtractionError,
} from '../../server/report/index.ts';

afterAll(() => closeReportExtraction());

describe('extractReport (worker thread)', () => {
  it('rejects a damaged PDF with a message for the patient', async () => {
    const junk = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Len garbage');
    const error = await extractReport(junk, 'application/pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReportExtractionError);
    expect((error as Error).message).toMatch(/could not be read/i);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(extractReport(new Uint8Array([1, 2, 3, 4]), 'image/jpeg')).rejects.toBeInstanceOf(
      ReportExtractionError,
    );
    await expect(extractReport(new Uint8Array([1, 2, 3, 4]), 'image/png')).rejects.toBeInstanceOf(
      ReportExtractionError,
    );
  });

  it('says so when a photo holds no text', async () => {
    const blank = encodePng({ width: 200, height: 260, data: new Uint8Array(200 * 260).fill(250) });
    await expect(extractReport(new Uint8Array(blank), 'image/png')).rejects.toThrow(
      /No text was found/,
    );
  }, 120_000);

  it('keeps working after a failure', async () => {
    await extractReport(new Uint8Array([0]), 'application/pdf').catch(() => undefined);
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      extractReport(new Uint8Array([0]), 'application/pdf', { signal: aborted.signal }),
    ).rejects.toThrow(/cancelled/);
  });
});
