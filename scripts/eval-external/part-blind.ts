// Part 7: the blind sets, reports written without reading the engine in layouts it was not tuned
// on: tests/report/blind-set (tumour panels, hereditary cancer, eMERGE, a report viewer, a
// consumer carrier summary, pharmacogenomics, traps; three photographed) and
// tests/report/blind-set-2 (an Ambry-like panel, an expanded carrier screen, a VUS-only panel, a
// trio exome, an 11-page image-only scan, a mitochondrial genome, a star-allele panel) and
// tests/report/blind-set-3 (a liquid biopsy, a Myriad-like panel, an EHR printout, a negative
// panel with a VUS note, a 2-page image-only scan, a test requisition form). Uploaded
// through POST /api/user/process-document, scored with score.mjs, and checked against what each
// gold file's `expect` says the patient must be told.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluationLimits, spawnServer } from '../lib/start-server.ts';
import { root } from './paths.ts';
import { type ScoreSummary, scoreAnswers } from './score-reports.ts';
import { table } from './table.ts';
import { uploadFolder } from './upload-folder.ts';

export const blindSets = ['blind-set', 'blind-set-2', 'blind-set-3'].map((d) =>
  path.join(root, 'tests/report', d),
);

interface Expect {
  conclusion?: string;
  pharmacogenomics?: { gene: string; diplotype: string; phenotype?: string }[];
  not_findings?: string[];
}

interface Gold {
  report: string;
  files: string[];
  expect?: Expect;
}

interface Answer {
  error?: number;
  variants?: { var: string[]; gene: string[] }[];
  readable?: boolean;
  conclusion?: string;
  pharmacogenomics?: { gene: string; diplotype: string; phenotype?: string }[];
}

export interface BlindSummary {
  /** The set's folder name. */
  set: string;
  pdfs: ScoreSummary;
  photos: ScoreSummary;
  /** Strings the gold says are never findings, found among an answer's variants. */
  trapsTaken: string[];
  /** PDFs whose conclusion differs from the one the report states (a wrong one, not a missing one). */
  wrongConclusions: string[];
  conclusionsRead: number;
  conclusionsStated: number;
  /** Diplotypes given a phenotype other than the report's. */
  wrongPhenotypes: string[];
  diplotypesRead: number;
  diplotypes: number;
}

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** A trap string stands as one of an answer's variant names. */
function trapsIn(file: string, answer: Answer, traps: string[]): string[] {
  const names = (answer.variants ?? []).flatMap((v) => v.var.map(norm));
  return traps.filter((t) => names.includes(norm(t))).map((t) => `${file}: ${t}`);
}

function judgeConclusion(file: string, e: Expect, a: Answer, s: BlindSummary): string {
  if (!e.conclusion || !file.endsWith('.pdf')) return '-';
  s.conclusionsStated++;
  const said = a.conclusion ?? 'none';
  if (said === e.conclusion) s.conclusionsRead++;
  // "not stated" is a missing answer; another stated conclusion is a wrong one
  else if (said !== 'not_stated') s.wrongConclusions.push(`${file}: ${said} (${e.conclusion})`);
  return `${said}${said === e.conclusion ? '' : ` (report: ${e.conclusion})`}`;
}

function judgePharmacogenomics(file: string, e: Expect, a: Answer, s: BlindSummary): string {
  if (!file.endsWith('.pdf') || !e.pharmacogenomics?.length) return '-';
  let read = 0;
  for (const want of e.pharmacogenomics) {
    s.diplotypes++;
    const got = (a.pharmacogenomics ?? []).find(
      (p) => p.gene === want.gene && norm(p.diplotype) === norm(want.diplotype),
    );
    if (!got) continue;
    read++;
    s.diplotypesRead++;
    if (got.phenotype && want.phenotype && norm(got.phenotype) !== norm(want.phenotype))
      s.wrongPhenotypes.push(`${file}: ${want.gene} ${got.phenotype} (${want.phenotype})`);
  }
  return `${read}/${e.pharmacogenomics.length}`;
}

export async function runBlindSets(work: string, built: boolean): Promise<BlindSummary[]> {
  const summaries: BlindSummary[] = [];
  for (const dir of blindSets) {
    console.log(`\n-- ${path.basename(dir)}`);
    summaries.push(await runBlindSet(work, built, dir));
  }
  return summaries;
}

async function runBlindSet(work: string, built: boolean, blindSet: string): Promise<BlindSummary> {
  const set = path.basename(blindSet);
  const golds = readdirSync(blindSet)
    .filter((f) => f.endsWith('.gold.json'))
    .map((f) => JSON.parse(readFileSync(path.join(blindSet, f), 'utf8')) as Gold);
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '300000', ...evaluationLimits },
  });
  try {
    console.log(`server ${server.url} (${built ? 'dist build' : 'tsx sources'})`);
    const pred = uploadFolder(server.url, blindSet, path.join(work, `${set}.pred.json`));
    const s = {
      trapsTaken: [],
      wrongConclusions: [],
      conclusionsRead: 0,
      conclusionsStated: 0,
      wrongPhenotypes: [],
      diplotypesRead: 0,
      diplotypes: 0,
    } as Omit<BlindSummary, 'set' | 'pdfs' | 'photos'>;
    const rows: string[][] = [['file', 'readable', 'conclusion', 'diplotypes', 'traps taken']];
    for (const gold of golds) {
      const e = gold.expect ?? {};
      for (const file of gold.files) {
        const a = (pred[file] ?? { error: 0 }) as Answer;
        const traps = trapsIn(file, a, e.not_findings ?? []);
        s.trapsTaken.push(...traps);
        rows.push([
          file,
          a.error !== undefined ? `HTTP ${a.error}` : String(a.readable),
          judgeConclusion(file, e, a, s as BlindSummary),
          judgePharmacogenomics(file, e, a, s as BlindSummary),
          traps.length ? traps.join('; ') : '0',
        ]);
      }
    }
    const subset = (keep: (f: string) => boolean) =>
      Object.fromEntries(Object.entries(pred).filter(([f]) => keep(f)));
    console.log('\n-- PDFs');
    const pdfs = scoreAnswers(
      work,
      `${set}-pdfs`,
      blindSet,
      subset((f) => f.endsWith('.pdf')),
      true,
    );
    console.log('\n-- photos');
    const photos = scoreAnswers(
      work,
      `${set}-photos`,
      blindSet,
      subset((f) => f.endsWith('.jpg')),
      true,
    );
    console.log(`\n${table(rows)}`);
    return { ...s, set, pdfs, photos };
  } finally {
    await server.close();
  }
}
