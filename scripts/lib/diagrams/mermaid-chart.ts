import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from '../stately/machine-shape';
import { type ArrowLabel, arrowLabel } from './arrow-labels';
import { stateCaption } from './state-caption';

/**
 * A machine as a Mermaid state diagram laid out with ELK (the layout engine of Stately's tools).
 * The machine itself is the outer box, so arrows that start at its top level (addresses, "a new
 * file starts over") are drawn from its edge. Every arrow is written after all boxes: Mermaid
 * moves a state into the box where an arrow first names it, so arrows inside boxes would move
 * states out of their parents.
 */

export const mermaidId = (node: AnyStateNode) => `s_${node.id.replace(/[^A-Za-z0-9]/g, '_')}`;

/**
 * A small diamond inside a box standing for "from any state in this box". Arrows from a box to
 * a state inside it start there: ELK cannot lay out an arrow from a box into itself.
 */
export const anywhereIn = (node: AnyStateNode) => `${mermaidId(node)}_any`;

function isWithin(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

const intoOwnBox = (transition: AnyTransitionDefinition) =>
  ((transition.target ?? []) as AnyStateNode[]).some((target) =>
    isWithin(target, transition.source as AnyStateNode),
  );

/** Mermaid reads ":" and ";" in a label as syntax: they are written as entity codes. */
const safe = (text: string) => text.replaceAll(';', '#59;').replaceAll(':', '#58;');

function box(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  const caption = safe(stateCaption(node));
  if (children.length === 0) {
    lines.push(`${indent}state "${caption}" as ${mermaidId(node)}`);
    return;
  }
  lines.push(`${indent}state "${caption}" as ${mermaidId(node)} {`);
  const inner = `${indent}  `;
  if (drawnTransitions(node).some((transition) => intoOwnBox(transition))) {
    lines.push(`${inner}state ${anywhereIn(node)} <<choice>>`);
  }
  if (node.type === 'compound') {
    const initial = node.initial.target[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
  }
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${inner}--`);
    box(child, inner, lines);
  });
  lines.push(`${indent}}`);
}

/** Arrows that change the state, and arrows that stay but show a message or are described. */
export function drawnTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return transitionsOf(node).filter((transition) => {
    if ((transition.target ?? []).length > 0) return true;
    const described = (transition as { description?: string }).description !== undefined;
    return described || arrowLabel(transition).messages.length > 0;
  });
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes),
];

export function labelLines(label: ArrowLabel): string[] {
  return [label.text, ...label.messages.map((message) => `shows ${message.short}`)];
}

function arrows(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) =>
    drawnTransitions(node).flatMap((transition) => {
      const label = safe(labelLines(arrowLabel(transition)).join('<br/>'));
      const targets = (transition.target ?? [node]) as AnyStateNode[];
      return targets.map((target) => {
        const from = isWithin(target, node) ? anywhereIn(node) : mermaidId(node);
        return `  ${from} --> ${mermaidId(target)} : ${label}`;
      });
    }),
  );
}

const layout = ['---', 'config:', '  layout: elk', '---'];

export function mermaidChart(machine: AnyStateMachine): string {
  const lines = [...layout, 'stateDiagram-v2'];
  box(machine.root, '  ', lines);
  return [...lines, ...arrows(machine)].join('\n');
}
