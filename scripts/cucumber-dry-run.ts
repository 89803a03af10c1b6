/**
 * Cucumber's own dry run over the QA features (issue 29's yardstick: "steps undefined, bddgen and
 * Cucumber dry run: 0"). The step definitions are playwright-bdd's (e2e/bdd/); this takes their
 * expressions as `bddgen export` lists them, registers each with Cucumber 12 (empty bodies: a dry
 * run executes nothing), and runs `cucumber-js --dry-run` on every feature. Cucumber, not
 * playwright-bdd, then matches each line: undefined or ambiguous steps fail the script.
 * Cucumber is installed into a temporary folder (npm registry), not into the project.
 *
 *   npm run qa:cucumber-dry-run
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cucumberVersion = '12.9.0';
const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'herd-cucumber-'));

/** `* Then ^the page is (light|dark)$` -> a RegExp; `* Then the heading is {string}` -> as is. */
function stepExpressions(exported: string): string[] {
  return exported
    .split('\n')
    .map((line) => /^\* (?:Given|When|Then) (.+)$/.exec(line.trim())?.[1])
    .filter((text): text is string => text !== undefined)
    .map((text) =>
      text.startsWith('^') ? `new RegExp(${JSON.stringify(text)})` : JSON.stringify(text),
    );
}

try {
  const exported = execFileSync('npx', ['bddgen', 'export', '-c', 'playwright.bdd.config.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  const expressions = stepExpressions(exported);
  if (expressions.length === 0) throw new Error('bddgen export listed no steps');
  execFileSync(
    'npm',
    ['install', '--prefix', work, '--no-save', '--no-audit', '--no-fund', '--silent'].concat(
      `@cucumber/cucumber@${cucumberVersion}`,
    ),
    { stdio: 'inherit' },
  );
  const support = join(work, 'steps.cjs');
  writeFileSync(
    support,
    [
      "const { defineStep } = require('@cucumber/cucumber');",
      ...expressions.map((expression) => `defineStep(${expression}, function () {});`),
    ].join('\n'),
  );
  const output = execFileSync(
    join(work, 'node_modules/.bin/cucumber-js'),
    ['--dry-run', '--require', support, '--format', 'summary', 'qa/features/**/*.feature'],
    { cwd: root, encoding: 'utf8' },
  );
  process.stdout.write(output);
  console.log(`Cucumber ${cucumberVersion}, ${expressions.length} step definitions of e2e/bdd/`);
  const scenarios = Number(/(\d+) scenarios?/.exec(output)?.[1] ?? 0);
  if (scenarios === 0 || /undefined|ambiguous/.test(output)) {
    console.error('cucumber dry run: no scenarios, or steps undefined or ambiguous');
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
