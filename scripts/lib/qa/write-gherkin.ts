import { machineCatalogue } from '@machines/catalogue';
import type { Then } from './oracle/oracle';
import type { QaPath } from './qa-path';

/** The checks after a step, as Gherkin lines (the first one starts with "Then"). */
export function thenLines(then: Then): string[] {
  const lines = [`the address is "${then.url}"`, `the heading is "${then.heading}"`];
  if (then.toast === null) lines.push('no message is shown');
  else if (then.toast) {
    const description = then.toast.description ? ` saying "${then.toast.description}"` : '';
    lines.push(`the message "${then.toast.title}" is shown${description}`);
  }
  if (then.dialog) lines.push(`the question "${then.dialog}" is asked`);
  return lines.map((line, index) => `${index === 0 ? 'Then' : 'And'} ${line}`);
}

function scenario(path: QaPath): string[] {
  const lines = [
    `  @${path.kind} @${path.id}`,
    `  Scenario: ${path.title}`,
    `    Given ${path.given.text}`,
  ];
  for (const step of path.steps) {
    lines.push(`    When ${step.when}`);
    lines.push(...thenLines(step.then).map((line) => `    ${line}`));
  }
  return lines;
}

/** One .feature file per machine: its QA paths as scenarios a QA team can read and run. */
export function featureFiles(paths: QaPath[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of machineCatalogue) {
    const own = paths.filter((path) => path.machine === entry.id);
    if (own.length === 0) continue;
    const body = [
      `Feature: ${entry.title} (${entry.file})`,
      '  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the',
      '  steps come from the machines, the expected address, heading and message after each step',
      '  from the step registry, the route table and the messages. Do not edit; regenerate.',
      '',
      ...own.flatMap((path) => [...scenario(path), '']),
    ];
    files.set(`${entry.id}.feature`, `${body.join('\n').trimEnd()}\n`);
  }
  return files;
}
