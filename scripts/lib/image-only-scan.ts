// A printed report turned into an image-only scan, as a patient's scanned letter arrives: printed
// to PDF, each page drawn by Poppler (`pdftoppm -r 150 -gray`), optionally given scanner grain and
// dust, slightly tilted, and printed back from an HTML page of images, so the PDF has no text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { GrayImage } from '../../server/report/gray-image.ts';
import { decodePng } from '../../server/report/image-decode.ts';
import { encodeJpegFile } from './degrade-image.ts';
import { seeded } from './phone-photo.ts';

/** Scanner noise: grain, a faint grey cast and a few dust specks. */
function scanNoise(page: GrayImage, seed: number): GrayImage {
  const random = seeded(seed);
  const data = new Uint8Array(page.data.length);
  for (let i = 0; i < data.length; i++) {
    const v = (page.data[i] ?? 255) * 0.96 + 4 + (random() - 0.5) * 22;
    data[i] = Math.max(0, Math.min(255, v));
  }
  for (let k = 0; k < 25; k++) {
    const x = Math.floor(random() * page.width);
    const y = Math.floor(random() * page.height);
    const r = random() < 0.85 ? 0 : 1;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < page.width && yy < page.height)
          data[yy * page.width + xx] = 70;
      }
    }
  }
  return { width: page.width, height: page.height, data };
}

/** One page image: grainy JPEG turned a little (`noisy`), or the clean PNG turned less. */
function pageImage(file: string, n: number, noisy: boolean): string {
  if (!noisy) {
    const png = readFileSync(file).toString('base64');
    const angle = n % 2 === 0 ? 0.3 : -0.2;
    return `<img src="data:image/png;base64,${png}" style="transform: rotate(${angle}deg)">`;
  }
  const gray = decodePng(new Uint8Array(readFileSync(file)));
  const jpeg = encodeJpegFile(scanNoise(gray, 101 + n), 80);
  const angle = ((n % 3) - 1) * 0.35 + 0.15;
  const shift = (n % 2 === 0 ? 1 : -1) * 0.04;
  return `<img src="data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}" style="transform: translate(${shift}in, 0.03in) rotate(${angle}deg)">`;
}

export async function printAsScan(
  page: Page,
  url: string,
  target: string,
  noisy: boolean,
): Promise<number> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'scan-'));
  try {
    const printed = path.join(tmp, 'printed.pdf');
    await page.goto(url);
    await page.pdf({ path: printed, format: 'Letter' });
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-png', printed, path.join(tmp, 'page')]);
    const pngs = readdirSync(tmp)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort();
    const imgs = pngs.map((f, n) => pageImage(path.join(tmp, f), n, noisy));
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
      @page { size: Letter; margin: 0; }
      html, body { margin: 0; padding: 0; background: #fff; }
      img { display: block; width: 8.5in; height: 11in; break-after: page; transform-origin: 50% 50%; }
      img:last-child { break-after: auto; }
    </style></head><body>${imgs.join('')}</body></html>`;
    await page.setContent(html);
    await page.pdf({ path: target, format: 'Letter', printBackground: true });
    return pngs.length;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
