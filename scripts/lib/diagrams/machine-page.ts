import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { type CatalogueEntry, machineCatalogue } from '@machines/catalogue';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import type { AnyStateNode } from 'xstate';
import { delayValue } from '../stately/machine-shape';
import { statelyFilePath } from '../stately/stately-file';
import { arrowLabel } from './arrow-labels';
import { drawnTransitions, mermaidChart } from './mermaid-chart';
import { addressOf, durationWords } from './plain-words';
import { machinesRunBy } from './state-caption';
import { failedMessageOf, failureLines, flowArrowLine, stepFlow } from './step-flow';

/** docs/machines/<id>.md: the machine's diagram, and each state in prose with its ways out. */

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes),
];

function waysOut(node: AnyStateNode, indent: string): string[] {
  return drawnTransitions(node).map((transition) => {
    const label = arrowLabel(transition);
    const targets = (transition.target ?? []) as AnyStateNode[];
    const to = targets.length ? ` → **${targets.map((t) => t.key).join(', ')}**` : ' (stays)';
    const messages = label.messages.map((message) => `; shows ${message.full}`).join('');
    const description = (transition as { description?: string }).description;
    const head = `${indent}- _${label.text}_${to}${messages}`;
    if (!description) return head;
    // A message that ends its own sentence ("... again.") is not followed by a second full stop.
    return `${head}${/[.!?…]$/.test(head) ? '' : '.'} ${description}`;
  });
}

function stateProse(node: AnyStateNode, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const description = node.description ?? '(no description)';
  return [
    `${indent}- **${node.key}**: ${description}`,
    ...waysOut(node, `${indent}  `),
    ...(Object.values(node.states) as AnyStateNode[]).flatMap((child) =>
      stateProse(child, depth + 1),
    ),
  ];
}

function related(entry: CatalogueEntry): string[] {
  const runs = new Map<string, CatalogueEntry>();
  for (const node of allNodes(entry.machine.root)) {
    for (const child of machinesRunBy(node)) runs.set(child.id, child);
  }
  const link = (other: CatalogueEntry) => `[${other.title}](${other.id}.md)`;
  const runBy = machineCatalogue.filter((other) => other.id === entry.parent);
  return [
    ...(runs.size ? [`Runs: ${[...runs.values()].map(link).join(', ')}.`] : []),
    ...(runBy.length ? [`Run by: ${runBy.map(link).join(', ')}.`] : []),
  ];
}

function timings(entry: CatalogueEntry): string[] {
  const delays = Object.entries(entry.machine.implementations.delays ?? {});
  if (delays.length === 0) return [];
  const lines = delays.map(([name, delay]) => {
    const value = delayValue(entry.machine, delay);
    const computed = typeof delay === 'function' ? ' (by default; computed at run time)' : '';
    return `- \`${name}\`: ${typeof value === 'number' ? durationWords(value) : String(value)}${computed}`;
  });
  return ['## Timings', '', ...lines, ''];
}

/** The steps in order, without the jumps: only on the onboarding page. */
function glance(entry: CatalogueEntry): string[] {
  if (entry.machine !== onboardingMachine) return [];
  const flow = stepFlow('f_done');
  return [
    '## The steps at a glance',
    '',
    'The steps in order with the checklist branch; dashed arrows are Back; a red box beside a step is what the patient reads when its answers cannot be saved. Opening a step by its address, and resuming at the first step not yet saved, are in the full diagram below.',
    '',
    '```mermaid',
    'flowchart TB',
    '  f_start(["Onboarding starts"])',
    ...flow.nodes.map((node) => `  ${node}`),
    '  f_done(["Dashboard"])',
    `  f_start --> ${flow.firstStep}`,
    ...flow.arrows.map(flowArrowLine),
    ...failureLines(flow),
    '```',
    '',
  ];
}

/** What the patient reads when a step's save fails: only on the onboarding page. */
function saveFailures(entry: CatalogueEntry): string[] {
  if (entry.machine !== onboardingMachine) return [];
  return [
    '## When a step cannot be saved',
    '',
    "When the server cannot save a step's answers, the patient stays on the step with the answers still in the form, and this message shows (the step registry, `contract/onboarding/steps.ts`). When the server names a field, its reason also shows at that field. Pressing the button again sends the answers again.",
    '',
    '| step | address | message title | message text |',
    '| --- | --- | --- | --- |',
    ...onboardingSteps.map((step) => {
      const { title, description } = failedMessageOf(step);
      return `| ${step.number} · ${english(step.title)} | ${addressOf(step.id)} | ${title} | ${description} |`;
    }),
    '',
  ];
}

export function machinePage(entry: CatalogueEntry): string {
  const root = entry.machine.root;
  return [
    `# ${entry.title}`,
    '',
    '<!-- Generated by `npm run machines:docs` from the running machine; do not edit by hand. -->',
    '',
    root.description ?? '',
    '',
    ...related(entry),
    `Source: \`${entry.file}\`. For Stately's tools: [\`${statelyFilePath(entry)}\`](stately/${entry.id}.ts).`,
    '',
    ...glance(entry),
    ...saveFailures(entry),
    '## Every state and arrow',
    '',
    'Boxes are states; a box inside a box is a state within it, and dashed areas run side by side. Arrows say what the patient does or what happens, after a comma the condition, and “shows” the message the patient sees. An arrow from the edge of a box applies in every state inside it.',
    '',
    '```mermaid',
    mermaidChart(entry.machine),
    '```',
    '',
    '## States',
    '',
    ...(Object.values(root.states) as AnyStateNode[]).flatMap((child) => stateProse(child, 0)),
    '',
    ...(drawnTransitions(root).length ? ['In every state:', '', ...waysOut(root, ''), ''] : []),
    ...timings(entry),
  ].join('\n');
}
