// npm run eval:real-reports [-- --built] [-- --keep DIR]
// The real published reports of ../shared/eval/external (reports/files, gold in reports/gold)
// through POST /api/user/process-document of a server started from this checkout, scored by
// ../shared/eval/score.mjs separately for PDFs and photos; then the 38-page report of
// reports/over-page-limit, which must be read, not refused. Prints numbers; asserts nothing.
// `runRealReports(url)` is exported so `eval:external` can run this part against its own server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from './lib/start-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(root, '../shared/eval');
const external = path.join(shared, 'external/reports');

interface FileScore {
  file: string;
  goldVariants: number;
  predVariants: number;
  found: number;
  spurious: number;
  counts: Record<string, { fpItems: string[]; fnItems: string[] }>;
}

interface ScoreJson {
  records: { found: number; total: number; correct: number; unmatchedPred: number };
  negative: { files: number; falsePositiveVariants: number };
  perFile: FileScore[];
}

type Pred = Record<string, unknown> & {
  __meta__?: { files: Record<string, { status: number; ms: number }> };
};

function upload(url: string, dir: string, out: string, timeoutS: number): Pred {
  try {
    execFileSync(
      process.execPath,
      [path.join(shared, 'run-against-server.mjs'), '--base', url, '--files', dir, '--out', out],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env },
        timeout: timeoutS * 1000,
      },
    );
  } catch {
    // exit status 1 = some upload failed; its entry in the answer file says which
  }
  return JSON.parse(readFileSync(out, 'utf8')) as Pred;
}

function scoreSubset(pred: Pred, keep: (f: string) => boolean, work: string, name: string) {
  const subsetFile = path.join(work, `pred-${name}.json`);
  writeFileSync(
    subsetFile,
    JSON.stringify(Object.fromEntries(Object.entries(pred).filter(([f]) => keep(f)))),
  );
  const jsonOut = path.join(work, `score-${name}.json`);
  const text = execFileSync(
    process.execPath,
    [
      path.join(shared, 'score.mjs'),
      '--gold',
      path.join(external, 'gold'),
      '--pred',
      subsetFile,
      '--only-present',
      '--json',
      jsonOut,
    ],
    { encoding: 'utf8' },
  );
  return { text, json: JSON.parse(readFileSync(jsonOut, 'utf8')) as ScoreJson };
}

/** Variants emitted that the gold does not list (HGVS or rsID false positives, extra records). */
function wrongVariants(s: ScoreJson): string[] {
  return s.perFile.flatMap((f) => [
    ...(f.counts.hgvs?.fpItems ?? []).map((x) => `${f.file}: ${x}`),
    ...(f.counts.dbSNP?.fpItems ?? []).map((x) => `${f.file}: ${x}`),
  ]);
}

export async function runRealReports(url: string, work: string): Promise<void> {
  const pred = upload(url, path.join(external, 'files'), path.join(work, 'pred.json'), 900);
  const groups: [string, (f: string) => boolean][] = [
    ['PDFs', (f) => f.endsWith('.pdf')],
    ['photos', (f) => /\.(jpe?g|png)$/i.test(f)],
  ];
  const summary: string[] = [];
  for (const [name, keep] of groups) {
    const { text, json } = scoreSubset(pred, keep, work, name);
    console.log(`\n================ real reports: ${name} ================\n${text.trimEnd()}`);
    const r = json.records;
    const wrong = wrongVariants(json);
    summary.push(
      `${name}: gold variants found ${r.found}/${r.total} (${((100 * r.found) / Math.max(1, r.total)).toFixed(0)} %), ` +
        `unmatched predicted variants ${r.unmatchedPred}, HGVS/rsID not in gold ${wrong.length}` +
        `${wrong.length ? ` [${wrong.join('; ')}]` : ''}, ` +
        `false variants on ${json.negative.files} negative report(s) ${json.negative.falsePositiveVariants}`,
    );
  }
  const times = pred.__meta__?.files ?? {};
  summary.push(
    `times: ${Object.entries(times)
      .map(([f, t]) => `${f} ${t.ms} ms`)
      .join(', ')}`,
  );
  const whole = path.join(external, 'over-page-limit');
  if (existsSync(whole)) {
    const wholeWork = path.join(work, 'whole');
    mkdirSync(wholeWork, { recursive: true });
    const p = upload(url, whole, path.join(wholeWork, 'pred.json'), 300);
    for (const [f, t] of Object.entries(p.__meta__?.files ?? {})) {
      const answer = p[f] as { variants?: unknown[]; error?: unknown } | undefined;
      summary.push(
        `over-page-limit ${f}: HTTP ${t.status}, ${t.ms} ms, ${answer?.variants ? `${answer.variants.length} variant(s)` : `error ${String(answer?.error)}`}`,
      );
    }
  }
  console.log(`\n================ real reports: summary ================\n${summary.join('\n')}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(external, 'gold'))) {
    console.log(`eval:real-reports skipped: no real reports at ${external}`);
    return;
  }
  const keepAt = process.argv.indexOf('--keep');
  const work =
    keepAt > 0 && process.argv[keepAt + 1]
      ? (process.argv[keepAt + 1] as string)
      : mkdtempSync(path.join(os.tmpdir(), 'eval-real-'));
  mkdirSync(work, { recursive: true });
  const built = process.argv.includes('--built');
  const server = await spawnServer({ built, env: { EXTRACT_TIMEOUT_MS: '300000' } });
  try {
    console.log(`server: ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    await runRealReports(server.url, work);
  } finally {
    await server.close();
    if (keepAt < 0) rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
