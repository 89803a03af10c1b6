// npm run blind-set-2 [-- id...]: builds the second blind evaluation set (tests/report/blind-set-2). Prints every src/<id>.html to <id>.pdf with headless Chromium (as
// scripts/make-blind-set.ts does), photographs page 1 of b2-ambry-like (<id>.photo.jpg) and turns
// b2-scan-11p into an image-only scan: printed, rasterised page by page with Poppler's pdftoppm,
// given a little noise and a slight tilt, and printed back from an HTML page of <img> elements, so
// the PDF has no text layer. One report at a time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { GrayImage } from '../server/report/gray-image.ts';
import { decodePng } from '../server/report/image-decode.ts';
import { launchChromium } from './lib/chromium.ts';
import { encodeJpegFile } from './lib/degrade-image.ts';
import { photograph, seeded } from './lib/phone-photo.ts';

const out = path.resolve(import.meta.dirname, '../tests/report/blind-set-2');
const src = path.join(out, 'src');

/** Reports whose first page is also photographed, with the photo's seed. */
const PHOTOGRAPHED: Record<string, number> = { 'b2-ambry-like': 29 };
/** Reports turned into image-only scans. */
const SCANNED = ['b2-scan-11p'];

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
        if (xx >= 0 && yy >= 0 && xx < page.width && yy < page.height) {
          data[yy * page.width + xx] = 70;
        }
      }
    }
  }
  return { width: page.width, height: page.height, data };
}

async function scan(page: Page, id: string, url: string): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), `${id}-`));
  try {
    const printed = path.join(tmp, 'printed.pdf');
    await page.goto(url);
    await page.pdf({ path: printed, format: 'Letter' });
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-png', printed, path.join(tmp, 'page')]);
    const pngs = readdirSync(tmp)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort();
    const imgs = pngs.map((f, n) => {
      const gray = decodePng(new Uint8Array(readFileSync(path.join(tmp, f))));
      const jpeg = encodeJpegFile(scanNoise(gray, 101 + n), 80);
      const angle = ((n % 3) - 1) * 0.35 + 0.15;
      const shift = (n % 2 === 0 ? 1 : -1) * 0.04;
      return `<img src="data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}" style="transform: translate(${shift}in, 0.03in) rotate(${angle}deg)">`;
    });
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
      @page { size: Letter; margin: 0; }
      html, body { margin: 0; padding: 0; background: #fff; }
      img { display: block; width: 8.5in; height: 11in; break-after: page; transform-origin: 50% 50%; }
      img:last-child { break-after: auto; }
    </style></head><body>${imgs.join('')}</body></html>`;
    await page.setContent(html);
    await page.pdf({ path: path.join(out, `${id}.pdf`), format: 'Letter', printBackground: true });
    console.log(`${id}.pdf (${pngs.length} scanned pages)`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 816, height: 1056 } });
    const shot = await browser.newPage({
      viewport: { width: 816, height: 1056 },
      deviceScaleFactor: 2,
    });
    const ids = readdirSync(src)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.replace(/\.html$/, ''))
      .filter((id) => only.length === 0 || only.includes(id))
      .sort();
    for (const id of ids) {
      const url = pathToFileURL(path.join(src, `${id}.html`)).href;
      if (SCANNED.includes(id)) {
        await scan(page, id, url);
        continue;
      }
      await page.goto(url);
      await page.pdf({ path: path.join(out, `${id}.pdf`), format: 'Letter' });
      console.log(`${id}.pdf`);
      const seed = PHOTOGRAPHED[id];
      if (seed !== undefined) {
        await shot.goto(url);
        const png = decodePng(new Uint8Array(await shot.screenshot({ fullPage: false })));
        writeFileSync(path.join(out, `${id}.photo.jpg`), encodeJpegFile(photograph(png, seed), 80));
        console.log(`${id}.photo.jpg`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
