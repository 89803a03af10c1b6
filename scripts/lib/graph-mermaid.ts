import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { invokeSources } from './graph-traversal';

const safeId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function guardName(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: Record<string, unknown> };
    const detail = params && typeof params === 'object' ? Object.values(params).join(', ') : '';
    return detail ? `${type}(${detail})` : type;
  }
  return 'guard';
}

/** Short, readable event names for diagrams. */
export function eventName(eventType: string, sources: Map<string, string>): string {
  if (eventType.startsWith('xstate.done.actor.')) {
    return `${sources.get(eventType.slice(18)) ?? 'actor'} done`;
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return `${sources.get(eventType.slice(19)) ?? 'actor'} failed`;
  }
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`;
  if (eventType === '') return 'always';
  return eventType;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/**
 * A Mermaid stateDiagram-v2 of a machine (or of one state node inside it). Route transitions of
 * the app's root are left out of the picture (they are listed in the prose), to keep it readable.
 */
export function toMermaid(machine: AnyStateMachine, root: AnyStateNode = machine.root): string {
  const sources = invokeSources(machine);
  const lines: string[] = ['stateDiagram-v2', '  direction TB'];
  const edges: string[] = [];
  const within = (node: AnyStateNode) =>
    node.id === root.id || node.id.startsWith(`${root.id}.`) || isDescendant(node, root);

  const renderNode = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length === 0) {
      lines.push(`${indent}state "${node.key}" as ${safeId(node)}`);
    } else {
      lines.push(`${indent}state "${node.key}" as ${safeId(node)} {`);
      if (node.type === 'parallel') {
        children.forEach((child, index) => {
          if (index > 0) lines.push(`${indent}  --`);
          renderNode(child, `${indent}  `);
        });
      } else {
        const initial = node.initial?.target?.[0];
        if (initial) lines.push(`${indent}  [*] --> ${safeId(initial)}`);
        for (const child of children) renderNode(child, `${indent}  `);
      }
      lines.push(`${indent}}`);
    }
    collectEdges(node);
  };

  const collectEdges = (node: AnyStateNode) => {
    if (node.id === machine.root.id) return;
    for (const transition of transitionsOf(node)) {
      const guard = guardName(transition);
      const label = `${eventName(transition.eventType, sources)}${guard ? ` [${guard}]` : ''}`;
      const targets = (transition.target ?? [node]) as AnyStateNode[];
      for (const target of targets) {
        const text = label.replace(/[:;]/g, ' ');
        // Leaving the pictured part (for example onboarding -> dashboard) ends at [*].
        if (!within(target)) edges.push(`  ${safeId(node)} --> [*] : ${text} (to ${target.key})`);
        else edges.push(`  ${safeId(node)} --> ${safeId(target)} : ${text}`);
      }
    }
  };

  const children = Object.values(root.states) as AnyStateNode[];
  if (root.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push('  --');
      renderNode(child, '  ');
    });
  } else {
    const initial = root.initial?.target?.[0];
    if (initial) lines.push(`  [*] --> ${safeId(initial)}`);
    for (const child of children) renderNode(child, '  ');
  }
  if (root.id !== machine.root.id) collectEdges(root);
  return [...lines, ...edges].join('\n');
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  let current: AnyStateNode | undefined = node;
  while (current) {
    if (current === ancestor) return true;
    current = current.parent;
  }
  return false;
}
