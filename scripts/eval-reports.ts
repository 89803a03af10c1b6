// npm run eval:reports [-- --built]
// Starts the real server, uploads the development set (../shared/eval) through
// POST /api/user/process-document and prints the scorer's table and summary for PDFs and photos.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluationLimits, spawnServer } from './lib/start-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const evalDir = path.resolve(root, '../shared/eval');

interface Summary {
  overall: number;
  identifiers: number;
  genes: number;
  found: number;
  total: number;
}

function parseSummary(lastLine: string): Summary | undefined {
  const m = lastLine.match(
    /overall_f1=([\d.]+) identifiers_f1=([\d.]+) genes_f1=([\d.]+) records=(\d+)\/(\d+)/,
  );
  if (!m) return undefined;
  return {
    overall: Number(m[1]),
    identifiers: Number(m[2]),
    genes: Number(m[3]),
    found: Number(m[4]),
    total: Number(m[5]),
  };
}

function score(predFile: string, jsonOut: string): { text: string; summary?: Summary } {
  const text = execFileSync(
    process.execPath,
    [
      path.join(evalDir, 'score.mjs'),
      '--gold',
      evalDir,
      '--pred',
      predFile,
      '--only-present',
      '--json',
      jsonOut,
    ],
    { encoding: 'utf8' },
  );
  const last = text.trim().split('\n').at(-1) ?? '';
  return { text, summary: parseSummary(last) };
}

interface ScoreJson {
  records?: { correct?: number; total?: number };
  negative?: { falsePositiveVariants?: number };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(evalDir, 'score.mjs'))) {
    console.log(`eval:reports skipped: no evaluation set at ${evalDir}`);
    return;
  }
  const built = process.argv.includes('--built');
  const work = mkdtempSync(path.join(os.tmpdir(), 'eval-reports-'));
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '120000', ...evaluationLimits },
  });
  try {
    console.log(`server: ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    const predFile = path.join(work, 'pred.json');
    execFileSync(
      process.execPath,
      [
        path.join(evalDir, 'run-against-server.mjs'),
        '--base',
        server.url,
        '--files',
        evalDir,
        '--out',
        predFile,
        '--timeout-s',
        '180',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const pred = JSON.parse(readFileSync(predFile, 'utf8')) as Record<string, unknown>;
    const groups: [string, (file: string) => boolean][] = [
      ['PDFs', (f) => f.endsWith('.pdf')],
      ['Photos', (f) => /\.(jpe?g|png)$/i.test(f)],
    ];
    const results: Record<string, Summary | undefined> = {};
    for (const [name, keep] of groups) {
      const subset = Object.fromEntries(
        Object.entries(pred).filter(([f]) => keep(f) || f === '__meta__'),
      );
      const subsetFile = path.join(work, `pred-${name}.json`);
      writeFileSync(subsetFile, JSON.stringify(subset));
      const { text, summary } = score(subsetFile, path.join(work, `score-${name}.json`));
      console.log(`\n================ ${name} ================\n${text.trimEnd()}`);
      results[name] = summary;
    }
    const pdf = results.PDFs;
    const photo = results.Photos;
    const pdfJson = JSON.parse(
      readFileSync(path.join(work, 'score-PDFs.json'), 'utf8'),
    ) as ScoreJson;
    console.log('\n================ Targets ================');
    const check = (label: string, ok: boolean | undefined, value: string) =>
      console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${value}`);
    check('PDF identifiers F1 >= 0.95', pdf && pdf.identifiers >= 0.95, String(pdf?.identifiers));
    check('PDF genes F1 >= 0.95', pdf && pdf.genes >= 0.95, String(pdf?.genes));
    const correct = pdfJson.records?.correct;
    const total = pdfJson.records?.total;
    check(
      'PDF records correct (gene + classification) >= 90 %',
      correct !== undefined && total !== undefined && total > 0 && correct / total >= 0.9,
      `${correct}/${total}`,
    );
    const negFp = pdfJson.negative?.falsePositiveVariants;
    check('zero variants on negative reports', negFp === 0, String(negFp));
    check(
      'photo identifiers F1 >= 0.80',
      photo && photo.identifiers >= 0.8,
      String(photo?.identifiers),
    );
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
