import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJpeg } from '../../../server/report/image-decode.ts';
import { estimateSkew } from '../../../server/report/image-preprocess.ts';
import { EVAL_DIR } from '../../server/support/eval-files.ts';

// The external phone photos were turned by these angles (make_photo.sh) and lie on a dark
// desk whose edges stay level: the skew must come from the text, not from the desk.
const PHOTOS: [string, number][] = [
  ['real-color-pgx.photo.jpg', -1.1],
  ['real-invitae-f5.photo.jpg', 1.5],
  ['real-mayo-dr-p23.photo.jpg', -1.8],
  ['real-petermac-mpn.photo.jpg', -2.1],
];
const dir = path.join(EVAL_DIR, 'external/reports/files');
const present = PHOTOS.filter(([name]) => existsSync(path.join(dir, name)));

describe.skipIf(present.length === 0)('skew of real phone photos', () => {
  it.each(present)('%s is turned by %d degrees', (name, degrees) => {
    const image = decodeJpeg(new Uint8Array(readFileSync(path.join(dir, name))));
    expect(Math.abs(estimateSkew(image) - degrees)).toBeLessThanOrEqual(0.2);
  });
});
