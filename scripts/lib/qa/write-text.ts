import { keyworded } from './gherkin/lines';
import { thenLines } from './gherkin/then-lines';
import type { QaDocument } from './qa-document';
import type { QaPath } from './qa-path';

function pathText(path: QaPath, index: number): string[] {
  const lines = [
    `${index + 1}. ${path.title}  [${path.id}, machine ${path.machine}]`,
    `   Given ${path.given.text}`,
  ];
  for (const step of path.steps) {
    lines.push(`   When ${step.when}`);
    lines.push(...keyworded('Then', thenLines(step.then), '     '));
  }
  return lines;
}

function section(title: string, paths: QaPath[]): string[] {
  return [`## ${title} (${paths.length})`, '', ...paths.flatMap((p, i) => [...pathText(p, i), ''])];
}

/** The QA paths as numbered, readable Given / When / Then steps. */
export function documentText(document: QaDocument): string {
  const journeys = document.paths.filter((path) => path.kind === 'journey');
  const deadEnds = document.paths.filter((path) => path.kind === 'dead-end');
  const lines = [
    '# QA paths through herd Health (generated from machines/ by `npm run paths`)',
    '',
    ...section('Journeys', journeys),
    ...section('Dead ends', deadEnds),
    `## Withheld: known defects (${document.knownDefects.length})`,
    '',
    ...document.knownDefects.map((defect) => `- ${defect.id}: ${defect.summary}`),
    '',
    ...document.unreached.map((target) => `- not reachable while a defect lasts: ${target.title}`),
    '',
    `Machine-level walks (model-based test only, not QA paths): ${document.machineLevel.length}`,
  ];
  return `${lines.join('\n')}\n`;
}
