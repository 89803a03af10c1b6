import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from '../stately/machine-shape';
import { type ArrowLabel, arrowLabel } from './arrow-labels';
import { labelLines } from './mermaid-chart';
import { addressOf } from './plain-words';

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
  for (const step of onboardingSteps) {
    const state = pageRegion.states[step.id] as AnyStateNode;
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
  }
  const resuming = pageRegion.initial.target[0] as AnyStateNode;
  const first = (resuming.always ?? []).find((branch) => branch.guard === undefined);
  const firstStep = first?.target?.[0] as AnyStateNode | undefined;
  if (!firstStep) throw new Error('The onboarding page region has no default first step');
  return { nodes, arrows, firstStep: flowId(firstStep) };
}

/** Mermaid reads ":" and ";" as syntax, and a quote ends a label: written as entity codes. */
export const flowSafe = (text: string) =>
  text.replaceAll(';', '#59;').replaceAll('"', '#quot;').replaceAll(':', '#58;');

export function flowArrowLine(arrow: FlowArrow): string {
  const label = flowSafe(labelLines(arrow.label).join('<br/>'));
  return `  ${arrow.from} ${arrow.back ? '-.->' : '-->'}|"${label}"| ${arrow.to}`;
}
