/**
 * QA paths generated from the statecharts, with the expected address, heading and message after
 * every step (README.md, "Generating QA paths").
 *   npm run paths                              Given / When / Then, numbered, on stdout
 *   npm run paths -- --json                    the same as JSON, for tools
 *   npm run paths -- --format gherkin [dir]    one .feature file per machine (default qa/features/)
 *   npm run paths -- --write                   qa/paths.json and qa/features/ (the committed copies)
 *   npm run paths -- --coverage                states and transitions per machine, and the ones
 *                                              left out with the reason
 *   npm run paths -- --diff REF                paths that appeared, vanished or changed against
 *                                              qa/paths.json at a git ref (main, HEAD~3, a tag)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverageReports, coverageText } from './lib/qa/coverage-report';
import { featureFiles } from './lib/qa/gherkin/write-gherkin';
import { diffPaths, diffText } from './lib/qa/path-diff';
import { buildDocument, coverageOfPaths, type QaDocument } from './lib/qa/qa-document';
import { reportFileBytes, reportFileDir } from './lib/qa/report-files';
import { reportFiles } from './lib/qa/server-model';
import { documentText } from './lib/qa/write-text';

export const committedPaths = 'qa/paths.json';
const defaultFeatureDir = 'qa/features';

function writeFeatures(document: QaDocument, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.feature')) rmSync(join(dir, file));
  for (const [file, text] of featureFiles(document.paths)) writeFileSync(join(dir, file), text);
  console.error(`wrote ${featureFiles(document.paths).size} .feature files to ${dir}/`);
}

/** The files the features upload, for a person running them by hand. */
function writeReportFiles(): void {
  mkdirSync(reportFileDir, { recursive: true });
  for (const [kind, file] of Object.entries(reportFiles)) {
    writeFileSync(
      join(reportFileDir, file.name),
      reportFileBytes(kind as keyof typeof reportFiles),
    );
  }
}

const args = process.argv.slice(2);
const write = args.includes('--write');
const formatAt = args.indexOf('--format');
const format = formatAt >= 0 ? args[formatAt + 1] : null;
if (format !== null && format !== 'gherkin') {
  console.error(`unknown format ${format} (only "gherkin")`);
  process.exit(2);
}
const featureDir = format ? (args[formatAt + 2] ?? defaultFeatureDir) : defaultFeatureDir;

const { disagreements, ...document } = buildDocument(write || args.includes('--json'));
if (write) {
  mkdirSync('qa', { recursive: true });
  writeFileSync(committedPaths, `${JSON.stringify(document, null, 2)}\n`);
  console.error(`wrote ${document.paths.length} paths to ${committedPaths}`);
  writeFeatures(document, defaultFeatureDir);
  writeReportFiles();
} else if (args.includes('--diff')) {
  const ref = args[args.indexOf('--diff') + 1] ?? 'main';
  const before = JSON.parse(
    execFileSync('git', ['show', `${ref}:${committedPaths}`], { encoding: 'utf8' }),
  ) as QaDocument;
  console.log(diffText(ref, diffPaths(before.paths, document.paths)));
} else if (args.includes('--coverage')) {
  console.log(coverageText(coverageReports(coverageOfPaths(document.paths))));
} else if (format === 'gherkin') {
  writeFeatures(document, featureDir.startsWith('--') ? defaultFeatureDir : featureDir);
} else if (args.includes('--json')) {
  console.log(JSON.stringify(document, null, 2));
} else {
  console.log(documentText(document));
}
for (const disagreement of disagreements) {
  console.error(
    `DISAGREEMENT from "${disagreement.given}" after ${disagreement.events.map((e) => JSON.stringify(e)).join(' > ')}: ${disagreement.problems.join('; ')}`,
  );
}
process.exit(disagreements.length > 0 ? 1 : 0);
