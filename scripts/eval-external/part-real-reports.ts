// Part 1: real published reports (PDFs and phone photos) uploaded to the real server through
// POST /api/user/process-document, scored with ../shared/eval/score.mjs; then the 38-page report.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluationLimits, spawnServer } from '../lib/start-server.ts';
import { overPageLimit, reportFiles, reportGold } from './paths.ts';
import { type ScoreSummary, scoreAnswers } from './score-reports.ts';
import { table } from './table.ts';
import { uploadFolder as upload } from './upload-folder.ts';

interface Meta {
  files?: Record<string, { status: number; ms: number }>;
}

function perFileTable(s: ScoreSummary, meta: Meta): string {
  const rows: (string | number)[][] = [
    ['file', 'gold variants', 'found', 'gene+class right', 'unmatched records', 'ms'],
  ];
  for (const f of s.perFile)
    rows.push([
      f.file,
      f.goldVariants,
      f.found,
      f.correct,
      f.spurious,
      meta.files?.[f.file]?.ms ?? '-',
    ]);
  return table(rows);
}

export async function runRealReports(work: string, built: boolean) {
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '300000', ...evaluationLimits },
  });
  const results: Record<string, ScoreSummary> = {};
  try {
    console.log(`server ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    const pred = upload(server.url, reportFiles, path.join(work, 'real-reports.pred.json'));
    const meta = (pred.__meta__ ?? {}) as Meta;
    for (const [name, keep] of [
      ['PDFs', (f: string) => f.endsWith('.pdf')],
      ['photos', (f: string) => /\.(jpe?g|png)$/i.test(f)],
    ] as const) {
      console.log(`\n-- ${name}`);
      const subset = Object.fromEntries(Object.entries(pred).filter(([f]) => keep(f)));
      const s = scoreAnswers(work, `real-${name}`, reportGold, subset, true);
      console.log(perFileTable(s, meta));
      console.log(
        `${name}: gold variants found ${s.found}/${s.total}, fully right ${s.correct}/${s.total}; ` +
          `HGVS/rsID not in the gold ${s.wrong.length}${s.wrong.length ? ` [${s.wrong.join('; ')}]` : ''}; ` +
          `false variants on negative reports ${s.negativeFalse}`,
      );
      results[name] = s;
    }
    console.log('\n-- whole 38-page report (reports/over-page-limit)');
    const whole = upload(server.url, overPageLimit, path.join(work, 'over-page-limit.pred.json'));
    for (const [file, answer] of Object.entries(whole)) {
      if (file.startsWith('__')) continue;
      const a = answer as { error?: number; body?: string; variants?: unknown[] };
      const ms = (whole.__meta__ as Meta | undefined)?.files?.[file]?.ms;
      console.log(
        a.error
          ? `${file}: HTTP ${a.error} ${String(a.body).slice(0, 160)}`
          : `${file}: read, ${a.variants?.length ?? 0} variants, ${ms ?? '-'} ms`,
      );
    }
    writeFileSync(path.join(work, 'real-reports.summary.json'), JSON.stringify(results, null, 1));
  } finally {
    await server.close();
  }
  return results;
}
