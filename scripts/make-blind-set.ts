// npm run blind-set [-- id...]: builds the blind evaluation set (tests/report/blind-set): prints
// every src/<id>.html to <id>.pdf with headless Chromium (as scripts/make-truth-set.ts does) and
// photographs page 1 of a few of them (<id>.photo.jpg, scripts/lib/phone-photo.ts).
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodePng } from '../server/report/image-decode.ts';
import { launchChromium } from './lib/chromium.ts';
import { encodeJpegFile } from './lib/degrade-image.ts';
import { photograph } from './lib/phone-photo.ts';

const out = path.resolve(import.meta.dirname, '../tests/report/blind-set');
const src = path.join(out, 'src');

/** Reports whose first page is also photographed. */
const PHOTOGRAPHED = ['bl-emerge', 'bl-hered-splice', 'bl-tumour-tempus'];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 816, height: 1056 } });
    const shot = await browser.newPage({
      viewport: { width: 816, height: 1056 },
      deviceScaleFactor: 1.6,
    });
    const ids = readdirSync(src)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.replace(/\.html$/, ''))
      .filter((id) => only.length === 0 || only.includes(id))
      .sort();
    for (const id of ids) {
      const url = pathToFileURL(path.join(src, `${id}.html`)).href;
      await page.goto(url);
      await page.pdf({ path: path.join(out, `${id}.pdf`), format: 'Letter' });
      console.log(`${id}.pdf`);
      if (PHOTOGRAPHED.includes(id)) {
        await shot.goto(url);
        const png = decodePng(new Uint8Array(await shot.screenshot({ fullPage: false })));
        writeFileSync(
          path.join(out, `${id}.photo.jpg`),
          encodeJpegFile(photograph(png, 11 + 7 * PHOTOGRAPHED.indexOf(id)), 78),
        );
        console.log(`${id}.photo.jpg`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
