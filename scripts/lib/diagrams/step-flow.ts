import { stepMessages } from '@contract/onboarding/step-messages';
import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from '../stately/machine-shape';
import { type ArrowLabel, arrowLabel, labelLines } from './arrow-labels';
import { addressOf, eventWords, guardWords } from './plain-words';

/**
 * The onboarding steps as a story: one box per step of the step registry, in its order, with
 * the arrows the onboarding machine takes between them (saved, Back, the branch, dead ends). The
 * jumps (opening a step by its address, resuming) are left out here; the machine's page has them.
 */

export interface FlowArrow {
  from: string;
  to: string;
  label: ArrowLabel;
  /** Back arrows are drawn dashed: they go against the flow. */
  back: boolean;
}

export interface StepFlow {
  /** Flowchart node lines (id and caption). */
  nodes: string[];
  arrows: FlowArrow[];
  /** Each step's failed save: a box beside the step with the message the patient reads. */
  failures: { node: string; arrow: FlowArrow }[];
  /** Each box's name in plain words ("Step 2 · Medical Condition"), by its id. */
  names: Map<string, string>;
  /** The first step a new patient sees (the resuming state's default). */
  firstStep: string;
}

const pageRegion = onboardingMachine.root.states.active?.states.page as AnyStateNode;
const stepIds = onboardingSteps.map((step) => step.id) as readonly string[];
const flowId = (node: AnyStateNode) => `f_${node.id.replace(/[^A-Za-z0-9]/g, '_')}`;

function stepOf(node: AnyStateNode): AnyStateNode | null {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (current.parent === pageRegion && stepIds.includes(current.key)) return current;
  }
  return null;
}

/** A step's initial state is the step itself; other states inside a step get their own box. */
function flowNodeOf(node: AnyStateNode): AnyStateNode {
  const step = stepOf(node);
  if (!step) return node;
  let current = node;
  while (current !== step && current.parent?.initial.target[0] === current) {
    current = current.parent as AnyStateNode;
  }
  return current;
}

const descendants = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...(Object.values(node.states) as AnyStateNode[]).flatMap(descendants),
];

function stepCaption(step: (typeof onboardingSteps)[number]): string {
  return `Step ${step.number} · ${english(step.title)}<br/><i>${addressOf(step.id)}</i>`;
}

function isJump(transition: AnyTransitionDefinition): boolean {
  return transition.eventType === 'xstate.route';
}

export function stepFlow(dashboardId: string): StepFlow {
  const nodes: string[] = [];
  const arrows: FlowArrow[] = [];
  const extraNodes = new Map<string, AnyStateNode>();
  const names = new Map<string, string>();
  for (const step of onboardingSteps) {
    const state = pageRegion.states[step.id] as AnyStateNode;
    names.set(flowId(state), `Step ${step.number} · ${english(step.title)}`);
    nodes.push(`${flowId(state)}["${stepCaption(step)}"]`);
    for (const node of descendants(state)) {
      for (const transition of transitionsOf(node).filter((t) => !isJump(t))) {
        for (const target of (transition.target ?? []) as AnyStateNode[]) {
          const to = target.type === 'final' ? null : flowNodeOf(target);
          const from = flowNodeOf(node);
          if (to === from) continue;
          if (to && !stepOf(to)) continue;
          if (to && to !== stepOf(to)) extraNodes.set(flowId(to), to);
          arrows.push({
            from: flowId(from),
            to: to ? flowId(to) : dashboardId,
            label: arrowLabel(transition),
            back: transition.eventType === 'step.back',
          });
        }
      }
    }
  }
  // A dead end is named by what the patient reads there (its description up to the colon).
  for (const [id, node] of extraNodes) {
    const words = node.description?.split(':')[0]?.replace(/"/g, '') || node.key;
    nodes.push(`${id}["${flowSafe(words)}"]`);
    names.set(id, words);
  }
  const resuming = pageRegion.initial.target[0] as AnyStateNode;
  const first = (resuming.always ?? []).find((branch) => branch.guard === undefined);
  const firstStep = first?.target?.[0] as AnyStateNode | undefined;
  if (!firstStep) throw new Error('The onboarding page region has no default first step');
  const failures = saveFailures();
  for (const [index, failure] of failures.entries()) {
    names.set(failure.arrow.to, `stays on step ${onboardingSteps[index]?.number}, answers kept`);
  }
  return { nodes, arrows, failures, names, firstStep: flowId(firstStep) };
}

const saveRegion = onboardingMachine.root.states.active?.states.save as AnyStateNode;

/** The save region's way into `failed`, checked on the machine, in words: "Next, not stored". */
function failingSave(): string {
  const idle = saveRegion.states.idle as AnyStateNode;
  const failed = saveRegion.states.failed as AnyStateNode;
  const saving = saveRegion.states.saving as AnyStateNode;
  const submit = transitionsOf(idle).find((t) => t.target?.[0] === saving);
  const fail = transitionsOf(saving).find((t) => t.target?.[0] === failed);
  if (!submit || !fail) throw new Error('The onboarding save region lost its way to "failed"');
  const notStored = guardWords.saveSucceeded?.not ?? 'not stored';
  return `${eventWords[submit.eventType] ?? submit.eventType}, ${notStored}`;
}

/** The message a step's failed save shows (the step registry, as the machine's save gets it). */
export function failedMessageOf(step: (typeof onboardingSteps)[number]): {
  title: string;
  description: string;
} {
  const { title, description } = stepMessages[step.id].failed;
  return { title: english(title), description: description ? english(description) : '' };
}

function saveFailures(): StepFlow['failures'] {
  const text = failingSave();
  return onboardingSteps.map((step) => {
    const id = `${flowId(pageRegion.states[step.id] as AnyStateNode)}_failed`;
    const { title, description } = failedMessageOf(step);
    const message = { short: `“${title}”`, full: `“${title}” — ${description}` };
    const caption = `Not saved: stays on step ${step.number}, answers kept<br/><b>“${title}”</b><br/>${description}`;
    return {
      node: `${id}["${flowSafe(caption)}"]`,
      arrow: {
        from: flowId(pageRegion.states[step.id] as AnyStateNode),
        to: id,
        label: { text, messages: [message] },
        back: false,
      },
    };
  });
}

/** Mermaid reads ":" and ";" as syntax, and a quote ends a label: written as entity codes. */
export const flowSafe = (text: string) =>
  text.replaceAll(';', '#59;').replaceAll('"', '#quot;').replaceAll(':', '#58;');

/** The failure boxes' lines: their nodes, the arrows into them and their colour. */
export function failureLines(flow: StepFlow): string[] {
  const ids = flow.failures.map((failure) => failure.arrow.to);
  return [
    ...flow.failures.map((failure) => `  ${failure.node}`),
    ...flow.failures.map((failure) => flowArrowLine(failure.arrow)),
    `  classDef failure fill:#fdecea,stroke:#b42318,color:#111`,
    `  class ${ids.join(',')} failure`,
  ];
}

export function flowArrowLine(arrow: FlowArrow): string {
  // Dashed means Back (the legend says so): a bare "Back" label only overlaps the others.
  if (arrow.back && arrow.label.messages.length === 0) return `  ${arrow.from} -.-> ${arrow.to}`;
  const label = flowSafe(labelLines(arrow.label).join('<br/>'));
  return `  ${arrow.from} ${arrow.back ? '-.->' : '-->'}|"${label}"| ${arrow.to}`;
}
