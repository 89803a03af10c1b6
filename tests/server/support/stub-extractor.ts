import { randomBytes } from 'node:crypto';
import type { ReportExtractor } from '../../../server/reports/report-extractor.ts';

/** The extraction engine replaced by an instant, fixed answer: these tests are about storage. */
export const stubExtractor: ReportExtractor = async () => ({
  variants: [
    {
      var: ['c.20A>T'],
      gene: ['HBB'],
      diseaseNames: [],
      refSeq: [],
      dbSNP: [],
      OMIM: [],
      PMID: [],
    },
  ],
  disease_options: [],
  raw_text: 'stub',
});

// The smallest valid PNG (1x1), so the upload is typed as a PNG by its content.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A valid PNG followed by `size` random bytes, so every upload's content is unique. */
export function pngLike(size = 4096): Uint8Array {
  return new Uint8Array(Buffer.concat([PNG_1X1, randomBytes(size)]));
}
