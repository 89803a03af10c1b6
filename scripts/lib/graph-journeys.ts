import { scopes } from './graph-models';
import { type Edge, exploreScope, shortestJourney } from './graph-traversal';
import { coveringWalks } from './graph-traversal';
import { type QaPath, toQaPath } from './qa/qa-path';
import type { QaState } from './qa/qa-types';
import { targets } from './qa/targets';

/** A target the model could not reach with steps QA can take (a known defect in the way). */
export interface Unreached {
  id: string;
  title: string;
}

export interface GeneratedPaths {
  paths: QaPath[];
  unreached: Unreached[];
}

const takenBy = (edges: Edge[]) => edges.flatMap((edge) => edge.state.last?.taken ?? []);

/** The machine most of a walk's new transitions belong to. */
function mainMachine(keys: string[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const machine = key.split('|')[0] ?? 'app';
    counts.set(machine, (counts.get(machine) ?? 0) + 1);
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
function targetPaths(covered: Set<string>): GeneratedPaths {
  const paths: QaPath[] = [];
  const unreached: Unreached[] = [];
  for (const target of targets) {
    const edges = shortestJourney(
      target.given,
      (_, event) => target.allow(event),
      target.reached,
      target.maxDepth,
    );
    if (!edges) {
      unreached.push({ id: target.id, title: target.title });
      continue;
    }
    for (const key of takenBy(edges)) covered.add(key);
    paths.push(toQaPath(target, target.given, edges));
  }
  return { paths, unreached };
}

/** Walks through every scope that take each machine transition the targets left out. */
function coveragePaths(covered: Set<string>): QaPath[] {
  const paths: QaPath[] = [];
  for (const scope of scopes) {
    const graph = exploreScope(scope);
    const walks = coveringWalks(
      graph,
      (edge) => (edge.state.last?.taken ?? []).some((key) => !covered.has(key)),
      (edge) => {
        for (const key of edge.state.last?.taken ?? []) covered.add(key);
      },
      8,
    );
    for (const walk of walks) {
      const last = walk[walk.length - 1]?.state as QaState;
      const id = `walk-${scope.given}-${paths.filter((p) => p.given.id === scope.given).length + 1}`;
      paths.push(
        toQaPath(
          {
            id,
            title: `From "${scope.given}": ${walk.map((edge) => edge.event.type.slice(3)).join(', ')}`,
            kind: isErrorState(last) ? 'dead-end' : 'journey',
            machine: mainMachine(takenBy(walk)),
          },
          scope.given,
          walk,
        ),
      );
    }
  }
  return paths;
}

/** Every QA path: journeys, dead ends, then walks for the rest of the machines' transitions. */
export function generatePaths(): GeneratedPaths {
  const covered = new Set<string>();
  const { paths, unreached } = targetPaths(covered);
  return { paths: [...paths, ...coveragePaths(covered)], unreached };
}
