import { type Coverage, emptyCoverage } from '../graph-coverage';
import { type GeneratedPaths, generatePaths } from '../graph-journeys';
import { type MachineLevelWalk, machineLevelWalks, missingKeys } from '../graph-machine-level';
import { knownDefects } from './oracle/known-defects';
import { type QaPath, replayPath } from './qa-path';
import type { QaEvent, QaState } from './qa-types';

/**
 * Everything `npm run paths` produces: the QA paths, what is withheld and why, and the
 * machine-level walks that complete the coverage (model-based test only). Written to
 * qa/paths.json, which the e2e suite replays and the model-based test checks.
 */
export interface QaDocument {
  paths: QaPath[];
  unreached: GeneratedPaths['unreached'];
  knownDefects: Array<{ id: string; summary: string; given: string; events: QaEvent[] }>;
  machineLevel: MachineLevelWalk[];
}

/** Adds what replayed states took and entered to a coverage. */
export function addToCoverage(coverage: Coverage, states: QaState[]): void {
  for (const state of states) {
    for (const key of state.last?.taken ?? []) {
      const [machine, transition] = key.split('|');
      coverage.get(machine ?? '')?.transitionsTaken.add(transition ?? '');
    }
    for (const key of state.last?.entered ?? []) {
      const [machine, node] = key.split('|');
      coverage.get(machine ?? '')?.statesVisited.add(node ?? '');
    }
  }
}

export function coverageOfPaths(paths: Array<Pick<QaPath, 'given' | 'steps'>>): Coverage {
  const coverage = emptyCoverage();
  for (const path of paths) addToCoverage(coverage, replayPath(path));
  return coverage;
}

/** Transitions a known defect makes unreachable, as `machine|key`. */
export const blockedByDefects = (): Set<string> =>
  new Set(knownDefects.flatMap((defect) => defect.blocks ?? []));

/** Generates everything; the machine-level walks (slower) only when asked for. */
export function buildDocument(
  withMachineLevel: boolean,
): QaDocument & { disagreements: GeneratedPaths['disagreements'] } {
  const generated = generatePaths();
  const missing = withMachineLevel ? missingKeys(coverageOfPaths(generated.paths)) : new Set();
  for (const key of blockedByDefects()) missing.delete(key);
  return {
    paths: generated.paths,
    unreached: generated.unreached,
    knownDefects: generated.reproductions.map((reproduction) => ({
      id: reproduction.defect,
      summary: knownDefects.find((d) => d.id === reproduction.defect)?.summary ?? '',
      given: reproduction.given,
      events: reproduction.events,
    })),
    machineLevel: withMachineLevel ? machineLevelWalks(missing as Set<string>) : [],
    disagreements: generated.disagreements,
  };
}
