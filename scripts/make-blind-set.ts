// npm run blind-set [-- SET [id...]]: builds the blind evaluation sets (tests/report/blind-set,
// blind-set-2, blind-set-3; all of them when no SET is named): prints every src/<id>.html to
// <id>.pdf with headless Chromium (as scripts/make-truth-set.ts does), photographs page 1 of a
// few (<id>.photo.jpg, scripts/lib/phone-photo.ts) and turns a few into image-only scans
// (scripts/lib/image-only-scan.ts).
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodePng } from '../server/report/image-decode.ts';
import { launchChromium } from './lib/chromium.ts';
import { encodeJpegFile } from './lib/degrade-image.ts';
import { printAsScan } from './lib/image-only-scan.ts';
import { photograph } from './lib/phone-photo.ts';

interface SetMaking {
  /** Reports whose first page is also photographed, with the photo's seed. */
  photographed: Record<string, number>;
  /** The screenshot's device scale (the photo's sharpness) and its JPEG quality. */
  photoScale: number;
  photoQuality: number;
  /** Reports turned into image-only scans: with scanner grain and dust, or clean. */
  scanned: Record<string, 'noisy' | 'clean'>;
}

const SETS: Record<string, SetMaking> = {
  'blind-set': {
    photographed: { 'bl-emerge': 11, 'bl-hered-splice': 18, 'bl-tumour-tempus': 25 },
    photoScale: 1.6,
    photoQuality: 78,
    scanned: {},
  },
  'blind-set-2': {
    photographed: { 'b2-ambry-like': 29 },
    photoScale: 2,
    photoQuality: 80,
    scanned: { 'b2-scan-11p': 'noisy' },
  },
  'blind-set-3': {
    photographed: {},
    photoScale: 2,
    photoQuality: 80,
    scanned: { 'b3-scan-2p': 'clean' },
  },
};

async function makeSet(name: string, making: SetMaking, only: string[]): Promise<void> {
  const out = path.resolve(import.meta.dirname, '../tests/report', name);
  const src = path.join(out, 'src');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 816, height: 1056 } });
    const shot = await browser.newPage({
      viewport: { width: 816, height: 1056 },
      deviceScaleFactor: making.photoScale,
    });
    const ids = readdirSync(src)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.replace(/\.html$/, ''))
      .filter((id) => only.length === 0 || only.includes(id))
      .sort();
    for (const id of ids) {
      const url = pathToFileURL(path.join(src, `${id}.html`)).href;
      const target = path.join(out, `${id}.pdf`);
      const scan = making.scanned[id];
      if (scan) {
        const pages = await printAsScan(page, url, target, scan === 'noisy');
        console.log(`${name}/${id}.pdf (${pages} scanned pages)`);
        continue;
      }
      await page.goto(url);
      await page.pdf({ path: target, format: 'Letter' });
      console.log(`${name}/${id}.pdf`);
      const seed = making.photographed[id];
      if (seed === undefined) continue;
      await shot.goto(url);
      const png = decodePng(new Uint8Array(await shot.screenshot({ fullPage: false })));
      const jpeg = encodeJpegFile(photograph(png, seed), making.photoQuality);
      writeFileSync(path.join(out, `${id}.photo.jpg`), jpeg);
      console.log(`${name}/${id}.photo.jpg`);
    }
  } finally {
    await browser.close();
  }
}

const [named, ...only] = process.argv.slice(2);
for (const [name, making] of Object.entries(SETS)) {
  if (named === undefined || named === name) await makeSet(name, making, only);
}
