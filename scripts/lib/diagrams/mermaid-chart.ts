import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from '../stately/machine-shape';
import { type ArrowLabel, arrowLabel, labelLines } from './arrow-labels';
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

/** Mermaid reads ":" and ";" in a label as syntax: they are written as entity codes. */
const safe = (text: string) => text.replaceAll(';', '#59;').replaceAll(':', '#58;');

function box(node: AnyStateNode, indent: string, lines: string[], notes: Notes): void {
  const children = Object.values(node.states) as AnyStateNode[];
  const caption = safe(stateCaption(node));
  if (children.length === 0) {
    lines.push(`${indent}state "${caption}" as ${mermaidId(node)}`);
    return;
  }
  lines.push(`${indent}state "${caption}" as ${mermaidId(node)} {`);
  const inner = `${indent}  `;
  if (notes.diamonds.has(node)) {
    lines.push(`${inner}state ${anywhereIn(node)} <<choice>>`);
  }
  if (node.type === 'compound') {
    const initial = node.initial.target[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
  }
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${inner}--`);
    box(child, inner, lines, notes);
  });
  for (const child of children) {
    const note = notes.byState.get(child);
    if (note)
      lines.push(
        `${inner}note right of ${mermaidId(child)}`,
        ...note.map((line) => `${inner}  ${line}`),
        `${inner}end note`,
      );
  }
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

interface Arrow {
  node: AnyStateNode;
  target: AnyStateNode;
  label: ArrowLabel;
}

function allArrows(machine: AnyStateMachine): Arrow[] {
  return allNodes(machine.root).flatMap((node) =>
    drawnTransitions(node).flatMap((transition) => {
      const label = arrowLabel(transition);
      const targets = (transition.target ?? [node]) as AnyStateNode[];
      return targets.map((target) => ({ node, target, label }));
    }),
  );
}

const arrowLine = ({ node, target, label }: Arrow) => {
  const from = isWithin(target, node) ? anywhereIn(node) : mermaidId(node);
  return `  ${from} --> ${mermaidId(target)} : ${safe(labelLines(label).join('<br/>'))}`;
};

/** Notes to draw beside a state (the arrows they stand for, in words), and the boxes with a diamond. */
interface Notes {
  byState: Map<AnyStateNode, string[]>;
  diamonds: Set<AnyStateNode>;
}

/** Three or more arrows from one state with the same words and no message become one note. */
const fanOut = 3;

const isInitial = (node: AnyStateNode) => node.parent?.initial?.target[0] === node;

/**
 * Fans of identical arrows (opening a step by its address, resuming at the first step not yet
 * saved) cross every other arrow: they are written as one note per machine instead, beside the
 * state they start from, as long as every state they lead to has another arrow in.
 */
function collapseFans(arrows: Arrow[]): { drawn: Arrow[]; notes: Notes } {
  const groups = new Map<string, Arrow[]>();
  for (const arrow of arrows) {
    if (arrow.label.messages.length > 0 || arrow.target === arrow.node) continue;
    const key = `${arrow.node.id}\n${arrow.label.text}`;
    groups.set(key, [...(groups.get(key) ?? []), arrow]);
  }
  const fans = [...groups.values()].filter((group) => group.length >= fanOut);
  const collapsed = new Set(fans.flat());
  const drawn = arrows.filter((arrow) => !collapsed.has(arrow));
  const reached = (target: AnyStateNode) =>
    isInitial(target) || drawn.some((arrow) => arrow.target === target);
  const kept = fans.filter((fan) => fan.every((arrow) => reached(arrow.target)));
  const notes: Notes['byState'] = new Map();
  const first = kept[0]?.[0];
  if (first) {
    // Beside a state the fans start from (a box's fan starts from its first state).
    const anchor =
      kept.map(([arrow]) => arrow?.node).find((node) => node && node.type === 'atomic') ??
      (first.node.initial?.target[0] as AnyStateNode | undefined) ??
      first.node;
    notes.set(
      anchor,
      kept.map((fan) => {
        const from = (fan[0] as Arrow).node;
        const where = from === anchor ? '' : ` (anywhere in ${from.key})`;
        return safe(
          `${fan[0]?.label.text}${where} → ${fan.map((arrow) => arrow.target.key).join(', ')}`,
        );
      }),
    );
  }
  const noted = new Set(kept.flat());
  const shown = arrows.filter((arrow) => !noted.has(arrow));
  const diamonds = new Set(
    shown.filter((arrow) => isWithin(arrow.target, arrow.node)).map((arrow) => arrow.node),
  );
  return { drawn: shown, notes: { byState: notes, diamonds } };
}

const layout = ['---', 'config:', '  layout: elk', '---'];

export function mermaidChart(machine: AnyStateMachine): string {
  const lines = [...layout, 'stateDiagram-v2'];
  const { drawn, notes } = collapseFans(allArrows(machine));
  box(machine.root, '  ', lines, notes);
  return [...lines, ...drawn.map(arrowLine)].join('\n');
}
