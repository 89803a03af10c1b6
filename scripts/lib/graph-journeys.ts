import { scopes } from './graph-models';
import {
  coveringWalks,
  disagreements,
  type Edge,
  exploreScope,
  type ScopeGraph,
  shortestJourney,
  shortestTo,
  startKeyOf,
} from './graph-traversal';
import { givenById } from './qa/givens';
import { actionOf } from './qa/qa-model';
import { type QaPath, toQaPath } from './qa/qa-path';
import type { QaEvent, QaState } from './qa/qa-types';
import { targets } from './qa/targets';
import { languageTargets } from './qa/targets-language';

/** A known defect, and the steps that show it (replayed by the model-based test). */
export interface Reproduction {
  defect: string;
  given: string;
  events: QaEvent[];
}

/** A step where the machines and the oracle disagree and no known defect explains it. */
export interface Disagreement {
  given: string;
  events: QaEvent[];
  problems: string[];
}

export interface GeneratedPaths {
  paths: QaPath[];
  /** Targets (targets.ts) no path reaches: a known defect is in the way. */
  unreached: Array<{ id: string; title: string }>;
  reproductions: Reproduction[];
  disagreements: Disagreement[];
}

const takenBy = (edges: Edge[]) => edges.flatMap((edge) => edge.state.last?.taken ?? []);

/** The machine most of a walk's transitions belong to; the root only when no child is involved. */
function mainMachine(keys: string[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const machine = key.split('|')[0] ?? 'app';
    if (machine !== 'app') counts.set(machine, (counts.get(machine) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'app';
}

/** A state where something went wrong for the patient (the end of a dead end). */
function isErrorState(state: QaState): boolean {
  const values = JSON.stringify(Object.values(state.view.machines).map((m) => m.value));
  return (
    state.view.page?.id === 'serverUnreachable' ||
    state.view.page?.id === 'googleCallback' ||
    /notServed|"save":"failed"|"session":"expired"|"error"|storedResultUnavailable|"unavailable"/.test(
      values,
    )
  );
}

/** The complete journeys and a dead end for every error state (targets.ts). */
function targetPaths(covered: Set<string>, result: GeneratedPaths): void {
  for (const target of [...targets, ...languageTargets]) {
    const edges = shortestJourney(
      target.given,
      (_, event) => target.allow(event),
      target.reached,
      target.maxDepth,
    );
    if (!edges) {
      result.unreached.push({ id: target.id, title: target.title });
      continue;
    }
    for (const key of takenBy(edges)) covered.add(key);
    result.paths.push(toQaPath(target, target.given, edges));
  }
}

/**
 * "A signed-in patient ...: presses Back; then ...": who the walk starts from and what it does
 * after opening the app (a walk that only opens a page is named by that page).
 */
function walkTitle(given: string, walk: Edge[]): string {
  const afterOpening = walk.filter((edge) => edge.event.type !== 'qa.open');
  const whens = (afterOpening.length > 0 ? afterOpening : walk).map((edge) =>
    actionOf(edge.event.type)
      .when(edge.event)
      .replace(/^the patient /, ''),
  );
  const who = givenById(given).text;
  const title = `${who.slice(0, 1).toUpperCase()}${who.slice(1)}: ${whens.join('; then ')}`;
  return title.length > 240 ? `${title.slice(0, 237)}...` : title;
}

function walkPath(graph: ScopeGraph, walk: Edge[], index: number): QaPath {
  const last = walk[walk.length - 1]?.state as QaState;
  const given = graph.scope.given;
  return toQaPath(
    {
      id: `walk-${given}-${index}`,
      title: walkTitle(given, walk),
      kind: isErrorState(last) ? 'dead-end' : 'journey',
      machine: mainMachine(takenBy(walk)),
    },
    given,
    walk,
  );
}

/** What an explored scope shows beyond its walks: known defects and unexplained disagreements. */
function inspectGraph(graph: ScopeGraph, result: GeneratedPaths): void {
  for (const edge of disagreements(graph)) {
    const path = shortestTo(graph, startKeyOf(graph), (e) => e === edge) ?? [edge];
    result.disagreements.push({
      given: graph.scope.given,
      events: path.map((e) => e.event),
      problems: edge.state.mismatches,
    });
  }
  const known = new Set(result.reproductions.map((r) => r.defect));
  for (const value of Object.values(graph.adjacency)) {
    for (const edge of Object.values(value.transitions) as Edge[]) {
      const defect = edge.state.withheld;
      if (!defect || known.has(defect)) continue;
      const path = shortestTo(graph, startKeyOf(graph), (e) => e.state.withheld === defect);
      if (!path) continue;
      known.add(defect);
      result.reproductions.push({
        defect,
        given: graph.scope.given,
        events: path.map((e) => e.event),
      });
    }
  }
}

/** Walks through every scope that take each machine transition the targets left out. */
function coveragePaths(covered: Set<string>, result: GeneratedPaths): void {
  for (const scope of scopes) {
    const graph = exploreScope(scope);
    inspectGraph(graph, result);
    const walks = coveringWalks(
      graph,
      (edge) => (edge.state.last?.taken ?? []).some((key) => !covered.has(key)),
      (edge) => {
        for (const key of edge.state.last?.taken ?? []) covered.add(key);
      },
      8,
    );
    const before = result.paths.filter((path) => path.id.startsWith(`walk-${scope.given}-`)).length;
    walks.forEach((walk, index) => {
      result.paths.push(walkPath(graph, walk, before + index + 1));
    });
  }
}

const isWalk = (path: QaPath) => path.id.startsWith('walk-');

/** Whether `shorter` takes the first steps of `longer` from the same Given, and no more. */
export function isPrefixOf(shorter: QaPath, longer: QaPath): boolean {
  if (shorter === longer || shorter.given.id !== longer.given.id) return false;
  if (shorter.steps.length >= longer.steps.length) return false;
  return shorter.steps.every(
    (step, index) => JSON.stringify(step.event) === JSON.stringify(longer.steps[index]?.event),
  );
}

/**
 * No path repeats the start of another: a walk that only repeats another path's first steps is
 * dropped; a named path a walk goes on from gives the walk its name, with what the walk adds.
 */
function withoutPrefixes(paths: QaPath[]): QaPath[] {
  const kept: QaPath[] = [];
  for (const path of paths) {
    const longer = paths.find((other) => isPrefixOf(path, other));
    if (!longer) kept.push(path);
    else if (!isWalk(path) && isWalk(longer)) {
      const more = longer.steps.slice(path.steps.length).map((step) => step.when);
      Object.assign(longer, {
        id: path.id,
        title: `${path.title}; then ${more.join('; then ').replace(/the patient /g, '')}`,
        kind: path.kind,
        machine: path.machine,
      });
    }
  }
  return kept;
}

/** Every QA path: journeys, dead ends, then walks for the rest of the machines' transitions. */
export function generatePaths(): GeneratedPaths {
  const covered = new Set<string>();
  const result: GeneratedPaths = { paths: [], unreached: [], reproductions: [], disagreements: [] };
  targetPaths(covered, result);
  coveragePaths(covered, result);
  result.paths = withoutPrefixes(result.paths);
  return result;
}
