import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { labelLines } from '../../../scripts/lib/diagrams/arrow-labels';
import type { FlowModel, FlowState, FlowTransition } from './flow-model';
import { textWidth } from './text-size';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type LabelTone = 'event' | 'toast';

export interface LabelLine {
  text: string;
  tone: LabelTone;
}

export interface PlacedTransition {
  id: string;
  points: Point[];
  label: (Box & { lines: LabelLine[] }) | null;
}

export interface PlacedInitial {
  stateId: string;
  marker: Box;
  points: Point[];
}

export interface FlowLayout {
  width: number;
  height: number;
  states: ReadonlyMap<string, Box>;
  transitions: ReadonlyMap<string, PlacedTransition>;
  initials: PlacedInitial[];
}

export const stateFont = 13;
export const labelFont = 12;
export const labelLineHeight = 16;
export const labelPadding = 6;
export const headerHeight = 30;
const leafHeight = 34;
const markerSize = 10;
const maxLabelChars = 40;

/** A line longer than `max` characters goes on at the next, broken between words. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The words on a transition's arrow, as on the Mermaid pages: what happens, then each message. */
export function labelLinesOf(transition: FlowTransition): LabelLine[] {
  return labelLines(transition.label).flatMap((text, index) =>
    wrap(text, maxLabelChars).map((part) => ({
      text: part,
      tone: index === 0 ? ('event' as const) : ('toast' as const),
    })),
  );
}

function labelBox(lines: LabelLine[]): { width: number; height: number } {
  const widest = Math.max(
    ...lines.map((line) => textWidth(line.text, labelFont, line.tone === 'event')),
  );
  return {
    width: widest + 2 * labelPadding,
    height: lines.length * labelLineHeight + labelPadding,
  };
}

/** A note after the state's name for the kinds of state a box alone does not show. */
export function kindHint(state: FlowState): string | null {
  if (state.kind === 'parallel') return 'regions run side by side';
  if (state.kind === 'final') return 'final';
  return null;
}

function headingWidth(state: FlowState): number {
  const hint = state.childIds.length ? kindHint(state) : null;
  return textWidth(state.key, stateFont, true) + (hint ? textWidth(`  · ${hint}`, stateFont) : 0);
}

function stateNode(model: FlowModel, state: FlowState): ElkNode {
  const title = headingWidth(state) + 28;
  if (state.childIds.length === 0)
    return { id: state.id, width: Math.max(72, title), height: leafHeight };
  const children = state.childIds.map((id) =>
    stateNode(model, model.stateById.get(id) as FlowState),
  );
  if (state.initialId)
    children.unshift({ id: `initial:${state.id}`, width: markerSize, height: markerSize });
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${headerHeight + 14},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${title}, ${headerHeight + 20})`,
    },
    children,
  };
}

function edgesOf(model: FlowModel): ElkExtendedEdge[] {
  const transitions = model.transitions.map((transition) => ({
    id: `edge:${transition.id}`,
    sources: [transition.sourceId],
    targets: transition.targetIds.length ? transition.targetIds : [transition.sourceId],
    labels: [{ text: transition.id, ...labelBox(labelLinesOf(transition)) }],
  }));
  const initials = model.states
    .filter((state) => state.initialId)
    .map((state) => ({
      id: `initial-edge:${state.id}`,
      sources: [`initial:${state.id}`],
      targets: [state.initialId as string],
    }));
  return [...initials, ...transitions];
}

const rootOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

function collectBoxes(node: ElkNode, into: Map<string, Box>) {
  into.set(node.id, {
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
  });
  for (const child of node.children ?? []) collectBoxes(child, into);
}

function pointsOf(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
}

/** Lays a machine out with elkjs: nested boxes for states, routed arrows with their labels. */
export async function layoutFlow(model: FlowModel, elk: ELK): Promise<FlowLayout> {
  const root = stateNode(model, model.stateById.get(model.rootId) as FlowState);
  const input: ElkNode = {
    id: '__graph',
    layoutOptions: rootOptions,
    children: [root],
    edges: edgesOf(model),
  };
  const graph: ElkNode = await elk.layout(input);
  const boxes = new Map<string, Box>();
  for (const child of graph.children ?? []) collectBoxes(child, boxes);
  const edges = new Map((graph.edges ?? []).map((edge) => [edge.id, edge as ElkExtendedEdge]));
  const transitions = new Map<string, PlacedTransition>();
  for (const transition of model.transitions) {
    const edge = edges.get(`edge:${transition.id}`);
    const label = edge?.labels?.[0];
    transitions.set(transition.id, {
      id: transition.id,
      points: edge ? pointsOf(edge) : [],
      label: label
        ? {
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
            lines: labelLinesOf(transition),
          }
        : null,
    });
  }
  const initials = model.states.flatMap((state) => {
    const marker = boxes.get(`initial:${state.id}`);
    const edge = edges.get(`initial-edge:${state.id}`);
    return marker && edge ? [{ stateId: state.id, marker, points: pointsOf(edge) }] : [];
  });
  return {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    states: boxes,
    transitions,
    initials,
  };
}
