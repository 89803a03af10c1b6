// Scores server-shaped answers with ../shared/eval/score.mjs (the dev set's scorer).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedEval } from './paths.ts';

export interface ScoreSummary {
  overall: number;
  identifiers: number;
  found: number;
  correct: number;
  total: number;
  unmatched: number;
  /** HGVS expressions and rsIDs emitted as findings that the gold does not list ("file: id"). */
  wrong: string[];
  negativeFalse: number;
  perFile: {
    file: string;
    goldVariants: number;
    found: number;
    correct: number;
    spurious: number;
  }[];
}

interface FileCounts {
  file: string;
  counts: Record<string, { fpItems: string[] }>;
}

interface ScoreJson {
  overall_f1: number;
  identifiers: { f: number };
  records: { found: number; correct: number; total: number; unmatchedPred: number };
  negative: { falsePositiveVariants: number };
  perFile: (ScoreSummary['perFile'][number] & FileCounts)[];
}

/** A wrong variant (issue 11): an HGVS expression or rsID the report does not state. */
function wrongVariants(perFile: FileCounts[]): string[] {
  return perFile.flatMap((f) =>
    [...(f.counts.hgvs?.fpItems ?? []), ...(f.counts.dbSNP?.fpItems ?? [])].map(
      (id) => `${f.file}: ${id}`,
    ),
  );
}

/**
 * Prints the scorer's field table and summary (not when `quiet`); `onlyPresent` scores only
 * files in `pred`.
 */
export function scoreAnswers(
  work: string,
  name: string,
  goldDir: string,
  pred: Record<string, unknown>,
  onlyPresent: boolean,
  quiet = false,
): ScoreSummary {
  const predPath = path.join(work, `${name}.pred.json`);
  const jsonPath = path.join(work, `${name}.score.json`);
  writeFileSync(predPath, JSON.stringify(pred, null, 1));
  const args = [
    path.join(sharedEval, 'score.mjs'),
    '--gold',
    goldDir,
    '--pred',
    predPath,
    '--json',
    jsonPath,
  ];
  if (onlyPresent) args.push('--only-present');
  const text = execFileSync(process.execPath, args, { encoding: 'utf8' });
  const lines = text.trimEnd().split('\n');
  const start = lines.findIndex((l) => /^hgvs\s/.test(l));
  if (!quiet) console.log(lines.slice(Math.max(0, start - 1)).join('\n'));
  const s = JSON.parse(readFileSync(jsonPath, 'utf8')) as ScoreJson;
  return {
    overall: s.overall_f1,
    identifiers: s.identifiers.f,
    found: s.records.found,
    correct: s.records.correct,
    total: s.records.total,
    unmatched: s.records.unmatchedPred,
    wrong: wrongVariants(s.perFile),
    negativeFalse: s.negative.falsePositiveVariants,
    perFile: s.perFile,
  };
}
