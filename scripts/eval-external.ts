// npm run eval:external [-- --only reports,corpora,hgvs,ocr,truth,photos,blind] [--built] [--work DIR] [--misses]
// Runs ../shared/eval/external through the public entry points: real reports through the HTTP
// endpoint, texts through `npm run extract`; prints one table per part and the targets.
import { type BlindSummary, runBlindSets } from './eval-external/part-blind.ts';
import { runCorpora } from './eval-external/part-corpora.ts';
import { runHgvs } from './eval-external/part-hgvs.ts';
import { runOcrSynthetic } from './eval-external/part-ocr-synthetic.ts';
import { type PhotoScores, runDevPhotos } from './eval-external/part-photos.ts';
import { runRealReports } from './eval-external/part-real-reports.ts';
import { runTruthSet, type TruthSummary } from './eval-external/part-truth.ts';
import { external, hasExternalSet, workDir } from './eval-external/paths.ts';
import type { ScoreSummary } from './eval-external/score-reports.ts';

const PARTS = ['reports', 'corpora', 'hgvs', 'ocr', 'truth', 'photos', 'blind'] as const;
type Part = (typeof PARTS)[number];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function heading(title: string): void {
  console.log(`\n================ ${title} ================`);
}

const check = (label: string, ok: boolean, value: string) =>
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${value}`);

function checkTruth(t: TruthSummary): void {
  check(
    'degraded photos of positive reports answered as a confident "no variants" = 0',
    t.confidentNoVariants === 0,
    `${t.confidentNoVariants}/${t.degraded}`,
  );
  check(
    'variants not in the source report, degraded photos and carrier reports = 0',
    t.wrongVariants.length === 0,
    `${t.wrongVariants.length}${t.wrongVariants.length ? ` [${t.wrongVariants.join('; ')}]` : ''}`,
  );
  check(
    'non-reports answered as genetic reports = 0',
    t.nonReportsAsReports === 0,
    `${t.nonReportsAsReports}/${t.nonReports}`,
  );
  check(
    'negative reports answered conclusion negative with no variants: all',
    t.negativesRight === t.negatives,
    `${t.negativesRight}/${t.negatives}`,
  );
  check(
    'carrier reports answered conclusion carrier with zygosity: all',
    t.carriersRight === t.carriers,
    `${t.carriersRight}/${t.carriers}`,
  );
}

function checkBlind(b: BlindSummary): void {
  check(
    `${b.set} PDFs (the held-out real layouts' analogue), identifiers F1 >= 0.85`,
    b.pdfs.identifiers >= 0.85,
    b.pdfs.identifiers.toFixed(3),
  );
  console.log(`info  ${b.set} photos, identifiers F1: ${b.photos.identifiers.toFixed(3)}`);
  const wrong = [...b.pdfs.wrong, ...b.photos.wrong];
  check(
    `${b.set}: HGVS/rsID findings not in the gold = 0`,
    wrong.length === 0,
    `${wrong.length}${wrong.length ? ` [${wrong.join('; ')}]` : ''}`,
  );
  check(
    `${b.set}: strings the report names but does not state, answered as findings = 0`,
    b.trapsTaken.length === 0,
    `${b.trapsTaken.length}${b.trapsTaken.length ? ` [${b.trapsTaken.join('; ')}]` : ''}`,
  );
  check(
    `${b.set}: a conclusion other than the report states = 0`,
    b.wrongConclusions.length === 0,
    `${b.wrongConclusions.length}${b.wrongConclusions.length ? ` [${b.wrongConclusions.join('; ')}]` : ''}`,
  );
  console.log(
    `info  ${b.set}: conclusions read ${b.conclusionsRead}/${b.conclusionsStated} (the rest "not stated")`,
  );
  check(
    `${b.set}: a phenotype other than the report states = 0`,
    b.wrongPhenotypes.length === 0,
    `${b.wrongPhenotypes.length}${b.wrongPhenotypes.length ? ` [${b.wrongPhenotypes.join('; ')}]` : ''}`,
  );
  console.log(`info  ${b.set}: diplotypes read ${b.diplotypesRead}/${b.diplotypes}`);
}

async function main(): Promise<void> {
  if (!hasExternalSet()) {
    console.log(`eval:external skipped: no external set at ${external}`);
    return;
  }
  const only = (option('--only')?.split(',') ?? PARTS) as Part[];
  const work = workDir(option('--work'));
  console.log(`work files: ${work}`);
  let reports: Record<string, ScoreSummary> | undefined;
  let corpora: Record<string, number> | undefined;
  let hgvs: Record<string, number> | undefined;
  let ocr: ScoreSummary | undefined;
  let truth: TruthSummary | undefined;
  let photos: PhotoScores | undefined;
  let blind: BlindSummary[] | undefined;
  if (only.includes('reports')) {
    heading('1. Real reports through POST /api/user/process-document');
    reports = await runRealReports(work, process.argv.includes('--built'));
  }
  if (only.includes('corpora')) {
    heading('2. Variant mentions in public corpora (CLI --jsonl)');
    corpora = runCorpora(work);
  }
  if (only.includes('hgvs')) {
    heading('3. HGVS: valid ClinVar/dbSNP expressions and corruptions (CLI --jsonl)');
    hgvs = runHgvs(work);
  }
  if (only.includes('ocr')) {
    heading('4. OCR-synthetic reports (CLI --jsonl, score.mjs)');
    ocr = runOcrSynthetic(work, process.argv.includes('--misses'));
  }
  if (only.includes('truth')) {
    heading('5. Development set of issue 23 (tests/report/truth-set) through the endpoint');
    truth = await runTruthSet(work, process.argv.includes('--built'));
  }
  if (only.includes('photos')) {
    heading('6. Phone photos of every development report, made as build.sh makes them');
    photos = await runDevPhotos(work, process.argv.includes('--built'));
  }
  if (only.includes('blind')) {
    heading('7. Blind sets (tests/report/blind-set*): layouts the engine was not tuned on');
    blind = await runBlindSets(work, process.argv.includes('--built'));
  }
  heading('Targets');
  if (reports?.PDFs && reports.photos) {
    const { PDFs: p, photos: ph } = reports;
    check(
      'real PDFs: gold variants found >= 90 %',
      p.found >= 0.9 * p.total,
      `${p.found}/${p.total}`,
    );
    check(
      'real photos: gold variants found >= 70 %',
      ph.found >= 0.7 * ph.total,
      `${ph.found}/${ph.total}`,
    );
    const wrong = [...p.wrong, ...ph.wrong];
    check(
      'HGVS/rsID findings not in the gold, any file = 0',
      wrong.length === 0,
      `${wrong.length}${wrong.length ? ` [${wrong.join('; ')}]` : ''}`,
    );
    console.log(
      `info  records matching no gold variant (star alleles, which the gold does not score): ${p.unmatched + ph.unmatched}`,
    );
    const neg = p.negativeFalse + ph.negativeFalse;
    check('false variants on negative reports = 0', neg === 0, String(neg));
  }
  if (corpora) {
    const t = corpora['tmVar1 test (166, held out)'] ?? 0;
    const s = corpora['SETH all (630)'] ?? 0;
    check('tmVar 1 test, all mentions, F1 >= 0.90', t >= 0.9, t.toFixed(3));
    check('SETH corpus, all mentions, F1 >= 0.93', s >= 0.93, s.toFixed(3));
  }
  if (hgvs) {
    const a = hgvs.validAcceptedPct ?? 0;
    check('valid ClinVar/dbSNP HGVS accepted >= 99.5 %', a >= 99.5, `${a.toFixed(2)} %`);
    const d = hgvs.corruptedDifferent ?? 0;
    check('corrupted HGVS turned into a different variant = 0/100', d === 0, `${d}/100`);
  }
  if (truth) checkTruth(truth);
  for (const b of blind ?? []) checkBlind(b);
  if (photos) {
    console.log(
      `info  photos of the development reports (page 1), whole gold, identifiers F1: ${photos.identifiers.toFixed(3)}`,
    );
    check(
      "photos of page 1, one-page reports (held-out photos' analogue), identifiers F1 >= 0.80",
      photos.onePage.identifiers >= 0.8,
      photos.onePage.identifiers.toFixed(3),
    );
    check(
      'photos of page 1, every report, gold cut to page 1, identifiers F1 >= 0.80',
      photos.pageOne.identifiers >= 0.8,
      photos.pageOne.identifiers.toFixed(3),
    );
    const wrong = [...photos.wrong, ...photos.pageOne.wrong];
    check(
      'photos of page 1: HGVS/rsID findings not in the gold = 0',
      wrong.length === 0,
      String(wrong.length),
    );
  }
  if (ocr) {
    check('OCR-synthetic records found >= 44/48', ocr.found >= 44, `${ocr.found}/${ocr.total}`);
    check(
      'OCR-synthetic records fully right >= 36/48',
      ocr.correct >= 36,
      `${ocr.correct}/${ocr.total}`,
    );
  }
}

await main();
