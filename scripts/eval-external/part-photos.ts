// Part 6: phone photos of every development report (../shared/eval), page 1 photographed the way
// build.sh makes the shared photos and the held-out set's (photo-conditions.ts), uploaded through
// POST /api/user/process-document and scored with score.mjs against the report's gold. The gold
// lists page 2 too for the two-page reports, so what only page 2 states counts as missed: the
// figure compares engines, it is not the held-out figure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePgm } from '../../server/report/poppler/page-images.ts';
import { encodeJpegFile } from '../lib/degrade-image.ts';
import { evaluationLimits, spawnServer } from '../lib/start-server.ts';
import { sharedEval } from './paths.ts';
import { nameSeed, photographPage } from './photo-conditions.ts';
import { type ScoreSummary, scoreAnswers } from './score-reports.ts';
import { table } from './table.ts';
import { uploadFolder } from './upload-folder.ts';

/** build.sh's screenshot: the page at 192 dpi (816 CSS px at device scale 2). */
const DPI = 192;
/** build.sh's JPEG quality. */
const QUALITY = 75;

function makePhotos(work: string): { photos: string; gold: string } {
  const photos = path.join(work, 'dev-photos');
  const gold = path.join(work, 'dev-photos-gold');
  mkdirSync(photos, { recursive: true });
  mkdirSync(gold, { recursive: true });
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
    const g = JSON.parse(readFileSync(path.join(sharedEval, `${id}.gold.json`), 'utf8'));
    writeFileSync(path.join(gold, `${id}.gold.json`), JSON.stringify({ ...g, files: [photo] }));
  }
  return { photos, gold };
}

export async function runDevPhotos(work: string, built: boolean): Promise<ScoreSummary> {
  const { photos, gold } = makePhotos(work);
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '300000', ...evaluationLimits },
  });
  try {
    console.log(`server ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    const pred = uploadFolder(server.url, photos, path.join(work, 'dev-photos.pred.json'));
    const s = scoreAnswers(work, 'dev-photos', gold, pred, false);
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
    return s;
  } finally {
    await server.close();
  }
}
