// npm run truth-set: builds the development set of tests/report/truth-set (issue 23): reading
// failures, documents that are not genetic reports, negative and carrier reports.
// - the HTML in tests/report/truth-set/src printed to PDF by headless Chromium, and some of
//   them photographed (a screenshot turned into a phone photo: tint, uneven light, a slight
//   turn onto a dark desk, blur, noise);
// - the shared phone photos of positive reports (../shared/eval) degraded: blurred, low
//   resolution, dark, cut off (needs ../shared; the files it made are committed);
// - truth.json: what each file must answer, read by `npm run eval:external -- --only truth`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GrayImage } from '../server/report/gray-image.ts';
import { decodePng } from '../server/report/image-decode.ts';
import { launchChromium } from './lib/chromium.ts';
import {
  blur,
  cutOff,
  darken,
  decodeJpegFile,
  encodeJpegFile,
  shrink,
} from './lib/degrade-image.ts';
import { photograph } from './lib/phone-photo.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'tests/report/truth-set');
const src = path.join(out, 'src');
const shared = path.resolve(root, '../shared/eval');

/** What a file of the set must answer (scripts/eval-external/part-truth.ts scores it). */
export type Expectation =
  | { kind: 'degraded-positive'; degradation: string; gold: string[] }
  | { kind: 'negative' }
  | { kind: 'carrier'; gene: string; gold: string[] }
  | { kind: 'non-report' };

const KIND_OF: Record<string, Expectation> = {
  'neg-cancer-panel': { kind: 'negative' },
  'neg-cardio': { kind: 'negative' },
  'neg-exome': { kind: 'negative' },
  'car-cf': { kind: 'carrier', gene: 'CFTR', gold: ['c.1521_1523del', 'p.Phe508del'] },
  'car-gjb2': { kind: 'carrier', gene: 'GJB2', gold: ['c.35del', 'p.Gly12Valfs*2'] },
  'car-hexa': { kind: 'carrier', gene: 'HEXA', gold: ['c.1274_1277dup', 'p.Tyr427Ilefs*5'] },
  'not-recipe': { kind: 'non-report' },
  'not-invoice': { kind: 'non-report' },
  'not-blood-count': { kind: 'non-report' },
  'not-object': { kind: 'non-report' },
};
/** Documents also photographed (a photo of an object is only a photo). */
const PHOTOGRAPHED = ['neg-cardio', 'car-cf', 'not-recipe', 'not-object'];
const PHOTO_ONLY = new Set(['not-object']);

const DEGRADATIONS: [string, (image: GrayImage) => GrayImage][] = [
  ['blurred', (image) => blur(image, image.width / 450)],
  ['low-resolution', (image) => shrink(image, 480 / image.width)],
  ['dark', (image) => darken(image, 0.3)],
  ['cut-off', (image) => cutOff(image, 'right', 0.55)],
];
/** Milder versions, where OCR still reads part of the page (two of the photos). */
const MILD: [string, (image: GrayImage) => GrayImage][] = [
  ['slightly-blurred', (image) => blur(image, image.width / 900)],
  ['half-resolution', (image) => shrink(image, 700 / image.width)],
  ['dim', (image) => darken(image, 0.5)],
  ['cut-bottom', (image) => cutOff(image, 'bottom', 0.7)],
];
const MILD_FOR = new Set(['dev-01.photo.jpg', 'external/reports/files/real-invitae-f5.photo.jpg']);
/** The shared photos of positive reports and the DNA changes each one states (their gold). */
const POSITIVE_PHOTOS: Record<string, string[]> = {
  'dev-01.photo.jpg': ['c.1521_1523del', 'p.Phe508del', 'c.1652G>A', 'p.Gly551Asp'],
  'dev-03.photo.jpg': ['c.20A>T', 'p.Glu7Val'],
  'external/reports/files/real-invitae-f5.photo.jpg': ['c.1601G>A', 'p.Arg534Gln'],
};

async function printAndPhotograph(truth: Record<string, Expectation>): Promise<void> {
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
      .sort();
    for (const [i, id] of ids.entries()) {
      const url = pathToFileURL(path.join(src, `${id}.html`)).href;
      const expectation = KIND_OF[id];
      if (!expectation) throw new Error(`${id}.html has no expectation in KIND_OF`);
      if (!PHOTO_ONLY.has(id)) {
        await page.goto(url);
        await page.pdf({ path: path.join(out, `${id}.pdf`), format: 'Letter' });
        truth[`${id}.pdf`] = expectation;
      }
      if (PHOTOGRAPHED.includes(id)) {
        await shot.goto(url);
        const png = decodePng(new Uint8Array(await shot.screenshot({ fullPage: false })));
        writeFileSync(
          path.join(out, `${id}.photo.jpg`),
          encodeJpegFile(photograph(png, i + 7), 78),
        );
        truth[`${id}.photo.jpg`] = expectation;
      }
    }
  } finally {
    await browser.close();
  }
}

function degradeSharedPhotos(truth: Record<string, Expectation>): void {
  if (!existsSync(shared)) {
    console.log(`no ${shared}: the degraded photos and their truth are kept as they are`);
    const kept = JSON.parse(readFileSync(path.join(out, 'truth.json'), 'utf8'));
    for (const [file, expectation] of Object.entries(kept as Record<string, Expectation>))
      if (file.startsWith('deg-')) truth[file] = expectation;
    return;
  }
  for (const [photo, gold] of Object.entries(POSITIVE_PHOTOS)) {
    const image = decodeJpegFile(new Uint8Array(readFileSync(path.join(shared, photo))));
    const base = path
      .basename(photo)
      .replace(/\.photo\.jpg$/, '')
      .replace(/^real-/, '');
    for (const [name, degrade] of [...DEGRADATIONS, ...(MILD_FOR.has(photo) ? MILD : [])]) {
      const file = `deg-${base}-${name}.jpg`;
      writeFileSync(path.join(out, file), encodeJpegFile(degrade(image), 80));
      truth[file] = { kind: 'degraded-positive', degradation: name, gold };
    }
  }
}

async function main(): Promise<void> {
  const truth: Record<string, Expectation> = {};
  await printAndPhotograph(truth);
  degradeSharedPhotos(truth);
  const sorted = Object.fromEntries(Object.entries(truth).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(out, 'truth.json'), `${JSON.stringify(sorted, null, 1)}\n`);
  console.log(`${Object.keys(sorted).length} files in ${path.relative(root, out)}`);
}

await main();
