import { machineCatalogue } from '@machines/catalogue';
import { allStateNodes, allTransitionKeys, type Coverage } from './graph-coverage';
import type { Scope } from './graph-models';
import { coveringWalks, type Edge, exploreScope } from './graph-traversal';
import { machineLevelGoal } from './qa/actions/machine-events';
import type { QaEvent } from './qa/qa-types';

/**
 * Completes the coverage the QA paths leave: machine-level steps (an event sent straight to a
 * machine) from the QA scopes, for transitions no screen can reach yet. Each walk is replayed
 * by the model-based test and listed apart from the QA paths.
 */
export interface MachineLevelWalk {
  given: string;
  events: QaEvent[];
}

/** `app|app.signedOut --xstate.error.actor.signIn[0]` -> `xstate.error.actor.signIn`. */
const eventTypeOf = (key: string) => /--(.+)\[\d+\]$/.exec(key)?.[1] ?? '';

/**
 * Event types that lead into the source states of the missing transitions: a state only a
 * machine-level event reaches (no screen sends it) must be entered before it can be left.
 */
function feederTypes(missing: Set<string>): string[] {
  const types: string[] = [];
  for (const key of missing) {
    const [, machineId, sourceId] = /^([^|]+)\|(?:state )?(\S+)/.exec(key) ?? [];
    const machine = machineCatalogue.find((entry) => entry.id === machineId)?.machine;
    if (!machine) continue;
    for (const node of allStateNodes(machine)) {
      for (const [type, list] of node.transitions) {
        if (list.some((t) => (t.target ?? []).some((target) => target.id === sourceId))) {
          types.push(type);
        }
      }
    }
  }
  return types;
}

/** `machine|transition key` of every transition not taken yet. */
export function missingKeys(coverage: Coverage): Set<string> {
  const missing = new Set<string>();
  for (const entry of coverage.values()) {
    for (const key of allTransitionKeys(entry.machine)) {
      if (!entry.transitionsTaken.has(key)) missing.add(`${entry.id}|${key}`);
    }
    for (const node of allStateNodes(entry.machine)) {
      if (!entry.statesVisited.has(node.id)) missing.add(`${entry.id}|state ${node.id}`);
    }
  }
  return missing;
}

const machineLevel = ['qa.machineEvent'];

/** Where the machine-level steps start: the QA model's Givens, with a few QA steps. */
const machineScopes: Scope[] = [
  // First: the wider visitor scope below merges states that differ only in whether a language
  // was chosen, and finds walks for these two that the replay does not take.
  // Issue 28: a patient whose profile keeps another language signs in on a device where none
  // was chosen (the profile's language is adopted), and that language's catalogue fails to load.
  {
    given: 'visitor',
    steps: machineLevel,
    depth: 3,
    only: ['language.signedIn', 'loadCatalogue'],
  },
  { given: 'visitor', steps: ['qa.register', 'qa.google', ...machineLevel], depth: 4 },
  { given: 'signed-in-at-personalInfo', steps: machineLevel, depth: 4 },
  { given: 'signed-in-at-geneticReport', steps: ['qa.submit', ...machineLevel], depth: 4 },
  // The report queue: a file answered with a job, then the job's answers.
  { given: 'signed-in-at-geneticReport', steps: machineLevel, depth: 6 },
  // Issue 23: a reading that failed, answered by the upload or by its job, then kept.
  { given: 'signed-in-at-geneticReport', steps: machineLevel, depth: 6, unreadable: true },
  { given: 'signed-in-at-bookAppointment-with-report', steps: machineLevel, depth: 2 },
  { given: 'finished', steps: machineLevel, depth: 4 },
  // Leaving the Profile page with a section unsaved: open it, change it, then another page.
  { given: 'finished-on-profile', steps: machineLevel, depth: 5 },
  { given: 'report-results-unavailable', steps: machineLevel, depth: 2 },
  { given: 'finished-with-report', steps: machineLevel, depth: 4 },
  { given: 'finished-report-unavailable', steps: machineLevel, depth: 2 },
  // Issue 25 (graph-models.ts, `recovery`): the pages links in mail open, signed out and from
  // every other place, "Forgot password?", "Confirm your email" and "Recent activity".
  { given: 'visitor', steps: machineLevel, depth: 5, recovery: true },
  { given: 'slow-session-check', steps: machineLevel, depth: 2, recovery: true },
  { given: 'server-unreachable', steps: machineLevel, depth: 2, recovery: true },
  { given: 'signed-in-at-personalInfo', steps: machineLevel, depth: 2, recovery: true },
  { given: 'finished', steps: machineLevel, depth: 4, recovery: true },
  // Issue 23: Replace on My genetic report (open, results, Replace, a file, its answer, the
  // record), with only those steps offered.
  {
    given: 'finished-with-report',
    steps: machineLevel,
    depth: 6,
    only: ['report.replace', 'file.selected', 'fetchReport', 'uploadReport', 'recordReplacement'],
  },
  // Settings before onboarding is finished (no QA step opens it yet): the account deleted there.
  {
    given: 'signed-in-at-personalInfo',
    steps: machineLevel,
    depth: 6,
    only: ['xstate.route', 'deletion.requested', 'deletion.confirmed', 'deleteAccount'],
  },
];

export function machineLevelWalks(missing: Set<string>): MachineLevelWalk[] {
  machineLevelGoal.types = new Set(
    [...[...missing].map(eventTypeOf), ...feederTypes(missing)].filter(Boolean),
  );
  machineLevelGoal.active = true;
  const isNew = (edge: Edge) =>
    [
      ...(edge.state.last?.taken ?? []),
      ...(edge.state.last?.entered ?? []).map((key) => key.replace('|', '|state ')),
    ].some((key) => missing.has(key));
  const walks: MachineLevelWalk[] = [];
  try {
    for (const scope of machineScopes) {
      machineLevelGoal.recovery = scope.recovery === true;
      machineLevelGoal.unreadable = scope.unreadable === true;
      machineLevelGoal.only = scope.only ? new Set(scope.only) : null;
      const graph = exploreScope(scope, true);
      const found = coveringWalks(
        graph,
        isNew,
        (edge) => {
          for (const key of edge.state.last?.taken ?? []) missing.delete(key);
          for (const key of edge.state.last?.entered ?? [])
            missing.delete(key.replace('|', '|state '));
        },
        6,
      );
      for (const walk of found)
        walks.push({ given: scope.given, events: walk.map((e) => e.event) });
      if (missing.size === 0) break;
    }
  } finally {
    machineLevelGoal.types = new Set();
    machineLevelGoal.active = false;
    machineLevelGoal.recovery = false;
    machineLevelGoal.unreadable = false;
    machineLevelGoal.only = null;
  }
  return walks;
}
