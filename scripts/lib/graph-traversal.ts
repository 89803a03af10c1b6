import { type AdjacencyMap, getAdjacencyMap, TestModel } from 'xstate/graph';
import { beyondScope, inScope, type Scope } from './graph-models';
import { initialState, offersOf, qaLogic, serializeState } from './qa/qa-model';
import type { QaEvent, QaState } from './qa/qa-types';

/** One step of a path through the QA model, with the state it leads to. */
export interface Edge {
  event: QaEvent;
  state: QaState;
}

export interface ScopeGraph {
  scope: Scope;
  start: QaState;
  adjacency: AdjacencyMap<QaState, QaEvent>;
  /** Also walk through steps where the machines disagree with the oracle (machine level). */
  anyStep?: boolean;
}

const serializeEvent = (event: QaEvent) => JSON.stringify(event);

/** A step QA can take: the machines agree with the oracle and no known defect is hit. */
export const usable = (state: QaState) => state.mismatches.length === 0 && !state.withheld;

/** Every state of a scope, with every step from it (xstate/graph's adjacency map). */
export function exploreScope(scope: Scope, anyStep = false): ScopeGraph {
  const start = initialState(scope.given);
  const adjacency = getAdjacencyMap(qaLogic, {
    fromState: start,
    events: (state: QaState) => offersOf(state, anyStep).filter((event) => inScope(scope, event)),
    serializeState: (state: QaState) => serializeState(state),
    serializeEvent,
    stopWhen: beyondScope(scope),
    // A safety net counted in steps tried, not states: the machine-level Profile scope has under
    // 2,000 states but tries more than 20,000 steps.
    limit: 100_000,
  });
  return { scope, start, adjacency, anyStep };
}

export const startKeyOf = (graph: ScopeGraph) => serializeState(graph.start);

/** Steps (from the explored graph) where the machines disagree with the oracle, unexplained. */
export function disagreements(graph: ScopeGraph): Edge[] {
  return Object.values(graph.adjacency).flatMap((value) =>
    (Object.values(value.transitions) as Edge[]).filter(
      (edge) => edge.state.mismatches.length > 0 && !edge.state.withheld,
    ),
  );
}

/** The steps leaving a state of the graph. */
function allEdgesFrom(graph: ScopeGraph, key: string): Edge[] {
  const value = graph.adjacency[key as keyof typeof graph.adjacency];
  return value ? Object.values(value.transitions) : [];
}

/** The shortest way from a state of the graph to a step that satisfies `goal` (breadth first). */
export function shortestTo(
  graph: ScopeGraph,
  fromKey: string,
  goal: (edge: Edge) => boolean,
): Edge[] | null {
  const seen = new Set([fromKey]);
  const queue: Array<{ key: string; path: Edge[] }> = [{ key: fromKey, path: [] }];
  while (queue.length > 0) {
    const { key, path } = queue.shift() as { key: string; path: Edge[] };
    for (const edge of allEdgesFrom(graph, key)) {
      if (goal(edge)) return [...path, edge];
      if (!graph.anyStep && !usable(edge.state)) continue;
      const next = serializeState(edge.state);
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ key: next, path: [...path, edge] });
    }
  }
  return null;
}

/**
 * Walks that take every step of the graph that reaches something not yet covered: from the
 * start, go to the nearest such step, take it, and go on from there, up to `maxSteps` per walk.
 */
export function coveringWalks(
  graph: ScopeGraph,
  isNewStep: (edge: Edge) => boolean,
  markCovered: (edge: Edge) => void,
  maxSteps: number,
): Edge[][] {
  const walks: Edge[][] = [];
  const startKey = startKeyOf(graph);
  const isNew = (edge: Edge) => (graph.anyStep || usable(edge.state)) && isNewStep(edge);
  for (;;) {
    const walk: Edge[] = [];
    let key = startKey;
    for (;;) {
      const leg = shortestTo(graph, key, isNew);
      if (!leg || (walk.length > 0 && walk.length + leg.length > maxSteps)) break;
      for (const edge of leg) markCovered(edge);
      walk.push(...leg);
      key = serializeState(leg[leg.length - 1]?.state as QaState);
    }
    if (walk.length === 0) return walks;
    walks.push(walk);
  }
}

/**
 * The shortest path from a Given to a state that satisfies `goal`, taking only the steps
 * `allow` lets through: xstate/graph's TestModel (the successor of @xstate/test) over the QA
 * model's logic.
 */
export function shortestJourney(
  given: string,
  allow: (state: QaState, event: QaEvent) => boolean,
  goal: (state: QaState) => boolean,
  maxDepth: number,
): Edge[] | null {
  // The goal may depend on the steps taken (a failure, then the retry): they are part of the key.
  const model = new TestModel(qaLogic, {
    events: (state: QaState) => offersOf(state).filter((event) => allow(state, event)),
    serializeState: (state: QaState) =>
      `${serializeState(state)}|${state.history.map(serializeEvent).join('>')}`,
    serializeEvent,
  });
  // Deepened one step at a time: the traversal is not breadth-first, so with every history a
  // state of its own, a search to the full depth can return a longer path than the shortest.
  for (let depth = 1; depth <= maxDepth; depth += 1) {
    const paths = model.getShortestPaths({
      fromState: initialState(given),
      toState: (state: QaState) => usable(state) && goal(state),
      stopWhen: (state: QaState) => state.depth >= depth || !usable(state),
      limit: 20_000,
    });
    const best = paths.sort((a, b) => a.steps.length - b.steps.length)[0];
    if (best) {
      return best.steps
        .filter((step) => (step.event.type as string) !== 'xstate.init')
        .map((step) => ({ event: step.event, state: step.state }));
    }
  }
  return null;
}
