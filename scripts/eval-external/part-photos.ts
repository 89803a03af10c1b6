// Part 6: phone photos of every development report (../shared/eval), page 1 photographed the way
// build.sh makes the shared photos and the held-out set's (photo-conditions.ts), uploaded through
// POST /api/user/process-document and scored with score.mjs three ways: against each report's
// whole gold (what only page 2 states counts as missed: a figure to compare engines); over the
// one-page reports only (build.sh photographs no other: the held-out set's analogue); and against
// every report's gold cut to what page 1 states (page-one-gold.ts: the same rule, more photos).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePgm } from '../../server/report/poppler/page-images.ts';
import { encodeJpegFile } from '../lib/degrade-image.ts';
import { evaluationLimits, spawnServer } from '../lib/start-server.ts';
import { type Gold, goldStatedOn } from './page-one-gold.ts';
import { sharedEval } from './paths.ts';
import { nameSeed, photographPage } from './photo-conditions.ts';
import { type ScoreSummary, scoreAnswers } from './score-reports.ts';
import { table } from './table.ts';
import { uploadFolder } from './upload-folder.ts';

/** build.sh's screenshot: the page at 192 dpi (816 CSS px at device scale 2). */
const DPI = 192;
/** build.sh's JPEG quality. */
const QUALITY = 75;

/** Gold folders: whole reports, one-page reports only, every report cut to page 1. */
interface GoldSets {
  whole: string;
  onePage: string;
  pageOne: string;
}

function pdfText(pdf: string, pages?: number): string {
  const range = pages ? ['-f', '1', '-l', String(pages)] : [];
  return execFileSync('pdftotext', [...range, pdf, '-'], { encoding: 'utf8' });
}

const pageCount = (pdf: string) =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);

function writeGolds(sets: GoldSets, pdf: string, id: string, photo: string): void {
  const g = JSON.parse(readFileSync(path.join(sharedEval, `${id}.gold.json`), 'utf8')) as Gold;
  const name = `${id}.gold.json`;
  writeFileSync(path.join(sets.whole, name), JSON.stringify({ ...g, files: [photo] }));
  if (pageCount(pdf) === 1)
    writeFileSync(path.join(sets.onePage, name), JSON.stringify({ ...g, files: [photo] }));
  const cut = goldStatedOn(g, pdfText(pdf, 1));
  writeFileSync(path.join(sets.pageOne, name), JSON.stringify({ ...cut, files: [photo] }));
}

function makePhotos(work: string): { photos: string; gold: GoldSets } {
  const photos = path.join(work, 'dev-photos');
  const gold: GoldSets = {
    whole: path.join(work, 'dev-photos-gold'),
    onePage: path.join(work, 'dev-photos-gold-one-page'),
    pageOne: path.join(work, 'dev-photos-gold-page-one'),
  };
  for (const dir of [photos, ...Object.values(gold)]) mkdirSync(dir, { recursive: true });
  for (const pdf of readdirSync(sharedEval).filter((f) => /^dev-\d+\.pdf$/.test(f))) {
    const id = pdf.replace(/\.pdf$/, '');
    const out = path.join(photos, id);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(DPI),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(sharedEval, pdf),
      out,
    ]);
    const page = parsePgm(new Uint8Array(readFileSync(`${out}.pgm`)));
    rmSync(`${out}.pgm`);
    const photo = `${id}.photo.jpg`;
    writeFileSync(
      path.join(photos, photo),
      encodeJpegFile(photographPage(page, nameSeed(id)), QUALITY),
    );
    writeGolds(gold, path.join(sharedEval, pdf), id, photo);
  }
  return { photos, gold };
}

/** The whole-gold figure, with the one-page and page-1 figures beside it. */
export interface PhotoScores extends ScoreSummary {
  onePage: ScoreSummary;
  pageOne: ScoreSummary;
}

export async function runDevPhotos(work: string, built: boolean): Promise<PhotoScores> {
  const { photos, gold } = makePhotos(work);
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '300000', ...evaluationLimits },
  });
  try {
    console.log(`server ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    const pred = uploadFolder(server.url, photos, path.join(work, 'dev-photos.pred.json'));
    const s = scoreAnswers(work, 'dev-photos', gold.whole, pred, false);
    const rows: (string | number)[][] = [
      ['photo', 'gold variants', 'found', 'gene+class right', 'unmatched records'],
    ];
    for (const f of s.perFile) rows.push([f.file, f.goldVariants, f.found, f.correct, f.spurious]);
    console.log(table(rows));
    console.log(
      `photos of page 1: identifiers F1 ${s.identifiers.toFixed(3)}, overall F1 ${s.overall.toFixed(3)}, ` +
        `found ${s.found}/${s.total}, fully right ${s.correct}/${s.total}; HGVS/rsID not in the gold ` +
        `${s.wrong.length}${s.wrong.length ? ` [${s.wrong.join('; ')}]` : ''}`,
    );
    const onePage = scoreAnswers(work, 'dev-photos-one-page', gold.onePage, pred, false, true);
    const pageOne = scoreAnswers(work, 'dev-photos-page-one', gold.pageOne, pred, false, true);
    for (const [what, x] of [
      ['one-page reports only (held-out analogue)', onePage],
      ['every report, gold cut to what page 1 states', pageOne],
    ] as const)
      console.log(
        `photos of page 1, ${what}: identifiers F1 ${x.identifiers.toFixed(3)}, overall F1 ` +
          `${x.overall.toFixed(3)}, found ${x.found}/${x.total}, fully right ${x.correct}/${x.total}; ` +
          `HGVS/rsID not in the gold ${x.wrong.length}`,
      );
    return { ...s, onePage, pageOne };
  } finally {
    await server.close();
  }
}
