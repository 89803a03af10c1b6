import { machineCatalogue } from '@machines/catalogue';
import { givenById } from '../givens';
import { actionOf, initialState } from '../qa-model';
import { type QaPath, replayPath } from '../qa-path';
import { givenLines } from './given-lines';
import { keyworded, type StepLine } from './lines';
import { scenarioOf } from './scenario';
import { thenLines } from './then-lines';

/** Whether a path lets time pass ("3,000 ms pass"): the BDD run then controls the browser's clock. */
const waitsForTime = (steps: Array<{ when: StepLine[] }>): boolean =>
  steps.some((step) => step.when.some((line) => / ms pass$/.test(line.text)));

/** The When and Then steps of a path, each When from the state before it. */
export function pathSteps(path: QaPath): Array<{ when: StepLine[]; checks: StepLine[] }> {
  const scenario = scenarioOf(path.id);
  const states = [initialState(path.given.id), ...replayPath(path)];
  return path.steps.map((step, index) => ({
    when: actionOf(step.event.type).steps(
      step.event,
      scenario,
      states[index] ?? initialState(path.given.id),
    ),
    checks: thenLines(step.then),
  }));
}

function scenario(path: QaPath): string[] {
  const steps = pathSteps(path);
  const tags = [`@${path.kind}`, `@${path.id}`, ...(waitsForTime(steps) ? ['@clock'] : [])];
  const lines = [
    `  ${tags.join(' ')}`,
    `  Scenario: ${path.title}`,
    `    ${givenById(path.given.id).text.replace(/^./, (c) => c.toUpperCase())}.`,
    '',
    ...keyworded('Given', givenLines(givenById(path.given.id), scenarioOf(path.id)), '    '),
  ];
  for (const step of steps) {
    lines.push(...keyworded('When', step.when, '    '));
    lines.push(...keyworded('Then', step.checks, '    '));
  }
  return lines;
}

/**
 * Every path becomes a scenario: it must name a machine of the catalogue (one feature each) and
 * a title no other path has (Playwright refuses two tests of one name).
 */
export function checkPaths(paths: QaPath[]): void {
  const titles = new Set<string>();
  for (const path of paths) {
    if (titles.has(path.title)) throw new Error(`Two QA paths are titled "${path.title}"`);
    titles.add(path.title);
  }
  const ids = new Set(machineCatalogue.map((entry) => entry.id));
  const stray = paths.filter((path) => !ids.has(path.machine));
  if (stray.length > 0) {
    throw new Error(
      `QA paths name machines that are not in machines/catalogue.ts: ${stray.map((p) => `${p.id} (${p.machine})`).join(', ')}`,
    );
  }
}

const header = (title: string, file: string) => [
  `Feature: ${title} (${file})`,
  '  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from',
  "  the QA model's catalogue of patient steps, the checks after each step from the oracle (step",
  '  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in',
  '  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.',
  '',
];

/** One .feature file per machine of the catalogue: its QA paths as scenarios QA can run. */
export function featureFiles(paths: QaPath[]): Map<string, string> {
  checkPaths(paths);
  const files = new Map<string, string>();
  for (const entry of machineCatalogue) {
    const own = paths.filter((path) => path.machine === entry.id);
    const body = [
      ...header(entry.title, entry.file),
      ...(own.length === 0
        ? ['  # No QA path is about this machine yet (npm run paths -- --coverage lists why).']
        : own.flatMap((path) => [...scenario(path), ''])),
    ];
    files.set(`${entry.id}.feature`, `${body.join('\n').trimEnd()}\n`);
  }
  return files;
}
