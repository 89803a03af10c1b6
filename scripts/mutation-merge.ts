/**
 * The mutation score of machines/ after targeted Stryker runs, without a full run (docs/qa.md,
 * "Mutation testing"): the files of each targeted report replace the same files of a full report,
 * and the score is computed as Stryker prints it (killed + timed out over killed, timed out,
 * survived and without coverage).
 *
 *   npx tsx scripts/mutation-merge.ts <full mutation.json> <targeted mutation.json>...
 *
 * Prints a Markdown table of the replaced files (before → after) and the whole score.
 */
import { readFileSync } from 'node:fs';

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

interface Tally {
  mutants: number;
  detected: number;
  survived: number;
  noCoverage: number;
}

function tally(mutants: readonly { status: string }[]): Tally {
  const count = (...statuses: string[]) =>
    mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const detected = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  return { mutants: detected + survived + noCoverage, detected, survived, noCoverage };
}

const score = ({ detected, mutants }: Tally) =>
  mutants === 0 ? '-' : `${((100 * detected) / mutants).toFixed(2)} %`;

function add(total: Tally, part: Tally): Tally {
  return {
    mutants: total.mutants + part.mutants,
    detected: total.detected + part.detected,
    survived: total.survived + part.survived,
    noCoverage: total.noCoverage + part.noCoverage,
  };
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Report;

const [fullPath, ...targetedPaths] = process.argv.slice(2);
if (!fullPath || targetedPaths.length === 0) {
  console.error('usage: tsx scripts/mutation-merge.ts <full mutation.json> <targeted.json>...');
  process.exit(2);
}

const full = read(fullPath);
const merged: Report['files'] = { ...full.files };
for (const path of targetedPaths) Object.assign(merged, read(path).files);

const replaced = new Set(targetedPaths.flatMap((path) => Object.keys(read(path).files)));
console.log(
  '| file | mutants | killed (incl. timeout) | survived | no coverage | before | after |',
);
console.log('|---|---|---|---|---|---|---|');
for (const file of [...replaced].sort()) {
  const after = tally(merged[file]?.mutants ?? []);
  const before = tally(full.files[file]?.mutants ?? []);
  console.log(
    `| ${file} | ${after.mutants} | ${after.detected} | ${after.survived} | ${after.noCoverage} | ${score(before)} | ${score(after)} |`,
  );
}

const empty: Tally = { mutants: 0, detected: 0, survived: 0, noCoverage: 0 };
const before = Object.values(full.files).reduce(
  (sum, file) => add(sum, tally(file.mutants)),
  empty,
);
const after = Object.values(merged).reduce((sum, file) => add(sum, tally(file.mutants)), empty);
console.log(
  `\nwhole machines/: before ${before.detected}/${before.mutants} = ${score(before)}; ` +
    `after ${after.detected}/${after.mutants} = ${score(after)} ` +
    `(${after.survived} survived, ${after.noCoverage} without coverage)`,
);
const under = Object.entries(merged)
  .map(([file, { mutants }]) => [file, tally(mutants)] as const)
  .filter(([, counts]) => counts.mutants > 0 && counts.detected / counts.mutants < 0.75);
console.log(
  `files under 75 %: ${under.length === 0 ? 'none' : under.map(([file, counts]) => `${file} ${score(counts)}`).join(', ')}`,
);
