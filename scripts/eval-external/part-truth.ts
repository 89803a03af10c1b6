// Part 5: the development set of issue 23 (tests/report/truth-set, made by
// `npm run truth-set`): degraded photos of positive reports, negative and carrier reports,
// documents that are not genetic reports; uploaded through POST /api/user/process-document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluationLimits, spawnServer } from '../lib/start-server.ts';
import type { Expectation } from '../make-truth-set.ts';
import { root } from './paths.ts';
import { table } from './table.ts';
import { uploadFolder } from './upload-folder.ts';

export const truthSet = path.join(root, 'tests/report/truth-set');

interface Answer {
  error?: number;
  body?: string;
  variants?: { var: string[]; gene: string[]; zygosity?: string }[];
  readable?: boolean;
  is_genetic_report?: boolean;
  conclusion?: string;
  reading?: { reason?: string };
}

export interface TruthSummary {
  confidentNoVariants: number;
  degraded: number;
  nonReportsAsReports: number;
  nonReports: number;
  negativesRight: number;
  negatives: number;
  carriersRight: number;
  carriers: number;
  wrongVariants: string[];
}

/** "NM_…:c.1521_1523delCTT" = "c.1521_1523del"; "p.(Glu7Val)" = "p.Glu7Val". */
const hgvsKey = (s: string) =>
  s
    .replace(/^(?:NM_[\d.]+:)?/, '')
    .replace(/(del|dup)[ACGT]+$/, '$1')
    .replace(/^p\.\((.*)\)$/, 'p.$1');

/** The HGVS descriptions an answer states that its gold does not hold (each one noted). */
function wrongOnes(file: string, gold: string[], a: Answer, s: TruthSummary): string[] {
  const written = (a.variants ?? []).flatMap((v) => v.var.filter((x) => /^[cgmnp]\./.test(x)));
  const wrong = written.filter((x) => !gold.includes(hgvsKey(x)));
  s.wrongVariants.push(...wrong.map((x) => `${file}: ${x}`));
  return wrong;
}

function judge(file: string, e: Expectation, a: Answer, s: TruthSummary): boolean {
  const variants = a.variants ?? [];
  if (e.kind === 'degraded-positive') {
    s.degraded++;
    const wrong = wrongOnes(file, e.gold, a, s);
    const confident = !a.error && a.readable !== false && variants.length === 0;
    if (confident) s.confidentNoVariants++;
    return !confident && wrong.length === 0;
  }
  if (e.kind === 'non-report') {
    s.nonReports++;
    const asReport = !a.error && a.is_genetic_report !== false;
    if (asReport) s.nonReportsAsReports++;
    return !asReport;
  }
  if (e.kind === 'negative') {
    s.negatives++;
    const right = a.conclusion === 'negative' && variants.length === 0;
    if (right) s.negativesRight++;
    return right;
  }
  s.carriers++;
  const right =
    wrongOnes(file, e.gold, a, s).length === 0 &&
    a.conclusion === 'carrier' &&
    variants.length > 0 &&
    variants.every((v) => v.zygosity) &&
    variants.some((v) => v.gene.includes(e.gene));
  if (right) s.carriersRight++;
  return right;
}

export async function runTruthSet(work: string, built: boolean): Promise<TruthSummary> {
  const truth = JSON.parse(readFileSync(path.join(truthSet, 'truth.json'), 'utf8')) as Record<
    string,
    Expectation
  >;
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '300000', ...evaluationLimits },
  });
  const s: TruthSummary = {
    confidentNoVariants: 0,
    degraded: 0,
    nonReportsAsReports: 0,
    nonReports: 0,
    negativesRight: 0,
    negatives: 0,
    carriersRight: 0,
    carriers: 0,
    wrongVariants: [],
  };
  try {
    console.log(`server ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    const pred = uploadFolder(server.url, truthSet, path.join(work, 'truth-set.pred.json'));
    const rows: (string | number)[][] = [
      [
        'file',
        'expected',
        'readable (reason)',
        'genetic report',
        'conclusion',
        'variants',
        'right',
      ],
    ];
    for (const [file, e] of Object.entries(truth)) {
      const a = (pred[file] ?? { error: 0, body: 'not uploaded' }) as Answer;
      const ok = judge(file, e, a, s);
      const variants = (a.variants ?? []).map(
        (v) => `${v.gene.join('/')} ${v.var[0] ?? ''}${v.zygosity ? ` ${v.zygosity}` : ''}`,
      );
      rows.push([
        file,
        e.kind === 'degraded-positive' ? `positive, ${e.degradation}` : e.kind,
        a.error
          ? `HTTP ${a.error}`
          : `${a.readable}${a.reading?.reason ? ` (${a.reading.reason})` : ''}`,
        String(a.is_genetic_report ?? '-'),
        a.conclusion ?? '-',
        variants.join('; ') || '-',
        ok ? 'yes' : 'NO',
      ]);
    }
    console.log(table(rows));
  } finally {
    await server.close();
  }
  return s;
}
