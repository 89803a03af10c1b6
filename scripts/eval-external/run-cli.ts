// Texts go through the public command-line entry (`npm run extract -- --jsonl IN OUT`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractedReport } from '../../server/report/types.ts';
import type { PredMention } from './mention-score.ts';
import { root } from './paths.ts';

export interface CliAnswer {
  id: string;
  result?: ExtractedReport;
  mentions?: (PredMention & { uncertain?: boolean; readings?: { value: string }[] })[];
  error?: string;
}

export function runCli(work: string, name: string, inputs: { id: string; text: string }[]) {
  const inPath = path.join(work, `${name}.in.jsonl`);
  const outPath = path.join(work, `${name}.out.jsonl`);
  writeFileSync(inPath, `${inputs.map((i) => JSON.stringify(i)).join('\n')}\n`);
  const t0 = performance.now();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/extract.ts'), '--jsonl', inPath, outPath],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const ms = performance.now() - t0;
  const answers = new Map<string, CliAnswer>();
  for (const line of readFileSync(outPath, 'utf8').split('\n')) {
    if (!line) continue;
    const a = JSON.parse(line) as CliAnswer;
    answers.set(String(a.id), a);
  }
  return { answers, ms };
}
