import { emptyProfile } from '@machines/domain/user-profile';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  initialTransition,
  transition,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { inertAppMachine } from '../../scripts/lib/graph-inert-machines';
import { ownEventTypes } from '../../scripts/lib/graph-traversal';

/**
 * Paths through the onboarding part of the real app statechart (xstate/graph over the machine
 * with inert effects), starting where a newly registered patient starts: step 1. Each path is a
 * list of machine events; the model-based spec maps every event to a page-object action.
 */

// Widened on purpose: the traversal feeds the machine its own done/error/after events by name.
const machine: AnyStateMachine = inertAppMachine;

const michigan = {
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
};

/** The user events of the onboarding, with the payloads the browser will produce. */
const catalog: Record<string, AnyEventObject[]> = {
  'personalInfo.submitted': [
    { type: 'personalInfo.submitted', values: michigan },
    { type: 'personalInfo.submitted', values: { ...michigan, state: 'OH' } },
  ],
  'medicalCondition.submitted': [
    {
      type: 'medicalCondition.submitted',
      values: {
        hasBeenDiagnosed: false,
        primaryCondition: '',
        yearOfDiagnosis: '',
        primarySymptoms: [],
      },
    },
  ],
  'medicalCondition.back': [
    {
      type: 'medicalCondition.back',
      values: {
        hasBeenDiagnosed: false,
        primaryCondition: '',
        yearOfDiagnosis: '',
        primarySymptoms: [],
      },
    },
  ],
  'medicalHistory.submitted': [
    {
      type: 'medicalHistory.submitted',
      values: { medications: [], otherConditions: [], familyHistory: '' },
    },
  ],
  'geneticReport.answered': [
    { type: 'geneticReport.answered', hasReport: true },
    { type: 'geneticReport.answered', hasReport: false },
  ],
  'report.uploaded': [
    {
      type: 'report.uploaded',
      result: {
        run_id: 'model-run',
        processed_at: '2030-03-01',
        variants: [],
        disease_options: [],
      },
    },
  ],
  'geneticReport.submitted': [{ type: 'geneticReport.submitted' }],
  'checklist.submitted': [{ type: 'checklist.submitted', checklistItems: ['severeHypotonia'] }],
  'step.back': [{ type: 'step.back' }],
  'onboarding.completed': [{ type: 'onboarding.completed' }],
};

/** Events a patient cannot cause from the onboarding screens (or that leave the wizard). */
const ignored = new Set(['xstate.route', 'auth.logout', 'report.cleared', 'appointment.booked']);

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return ownEventTypes(snapshot).flatMap((type): AnyEventObject[] => {
    if (ignored.has(type)) return [];
    // The upload area, and so an upload, exists only after answering yes.
    if (
      type === 'report.uploaded' &&
      (snapshot.context as { reportAnswer?: unknown }).reportAnswer !== true
    ) {
      return [];
    }
    if (type.startsWith('xstate.done.actor.')) return [{ type, output: undefined }];
    if (type.startsWith('xstate.error.actor.'))
      return [{ type, error: { detail: 'Service unavailable' } }];
    if (type.startsWith('xstate.after.')) return [{ type }];
    return catalog[type] ?? [];
  });
}

const inOnboarding = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ signedIn: 'onboarding' }) ||
  snapshot.matches({ signedIn: { dashboard: 'home' } });

/** One pure transition of the model (no actors run). */
function send(snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyMachineSnapshot {
  return transition(machine, snapshot, event)[0];
}

function settle(snapshot: AnyMachineSnapshot, output: unknown): AnyMachineSnapshot {
  const done = ownEventTypes(snapshot).find((type) => type.startsWith('xstate.done.actor.'));
  if (!done) throw new Error(`no pending request in ${JSON.stringify(snapshot.value)}`);
  return send(snapshot, { type: done, output });
}

/** Where a new patient starts: no stored session, registered, routed to step 1. */
function startOfOnboarding(): AnyMachineSnapshot {
  let snapshot: AnyMachineSnapshot = initialTransition(machine, {})[0];
  if (ownEventTypes(snapshot).some((type) => type.startsWith('xstate.done.actor.'))) {
    snapshot = settle(snapshot, null);
  }
  snapshot = send(snapshot, { type: 'xstate.route', to: '#auth' });
  snapshot = send(snapshot, {
    type: 'auth.register.submitted',
    name: 'Pat Doe',
    email: 'pat@example.test',
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
  });
  snapshot = settle(snapshot, { access_token: 't', email: 'pat@example.test', name: 'Pat Doe' });
  for (let guard = 0; guard < 3 && !snapshot.matches({ signedIn: 'onboarding' }); guard++) {
    const pending = ownEventTypes(snapshot).find((type) => type.startsWith('xstate.done.actor.'));
    if (!pending) break;
    const wantsUser = pending.includes('fetch') || snapshot.matches({ signedIn: 'loadingProfile' });
    snapshot = settle(
      snapshot,
      wantsUser ? emptyProfile('pat@example.test', 'Pat Doe') : { redirect_path: '/onboarding' },
    );
  }
  if (!snapshot.matches({ signedIn: { onboarding: 'personalInfo' } })) {
    throw new Error(`the model did not reach step 1: ${JSON.stringify(snapshot.value)}`);
  }
  return snapshot;
}

export interface ModelStep {
  event: AnyEventObject;
  /** The state's URL path after the event (meta.path), when it has one. */
  path: string | null;
  value: string;
}

export interface ModelPath {
  name: string;
  steps: ModelStep[];
}

const stateValueText = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

function pathOf(snapshot: AnyMachineSnapshot): string | null {
  for (const meta of Object.values(snapshot.getMeta()) as Array<{ path?: string } | undefined>) {
    if (meta?.path) return meta.path;
  }
  return null;
}

const describe = (event: AnyEventObject) => {
  if (event.type.startsWith('xstate.error.actor.')) return 'request fails';
  if (event.type.startsWith('xstate.done.actor.')) return 'request succeeds';
  if (event.type.startsWith('xstate.after.')) return 'delay';
  const detail =
    event.type === 'personalInfo.submitted'
      ? `(${(event.values as { state: string }).state})`
      : event.type === 'geneticReport.answered'
        ? `(${event.hasReport ? 'yes' : 'no'})`
        : '';
  return `${event.type}${detail}`;
};

/**
 * Shortest paths to every distinct onboarding state; paths that are a prefix of a longer one are
 * dropped, since the longer one walks them too.
 */
export function onboardingModelPaths(): ModelPath[] {
  const start = startOfOnboarding();
  const paths = getShortestPaths(machine, {
    fromState: start,
    events,
    serializeState: (snapshot) => {
      const c = snapshot.context as { reportAnswer?: unknown; reportUploaded?: unknown };
      return JSON.stringify([snapshot.value, c.reportAnswer, c.reportUploaded]);
    },
    serializeEvent: (event) => JSON.stringify(event),
    limit: 100_000,
  }).filter((path) => inOnboarding(path.state));
  const toSteps = (path: (typeof shortest)[number]) =>
    path.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => ({
        event: step.event,
        path: pathOf(step.state),
        value: stateValueText(step.state),
      }));
  const shortest = paths;
  // Shortest paths reach every state but not every edge: add each Back edge once per state.
  const withBack = shortest.flatMap((path) => {
    const back = events(path.state).find(
      (event) => event.type === 'step.back' || event.type === 'medicalCondition.back',
    );
    if (!back || !path.state.matches({ signedIn: 'onboarding' })) return [];
    const after = send(path.state, back);
    return [[...toSteps(path), { event: back, path: pathOf(after), value: stateValueText(after) }]];
  });
  const all = [...shortest.map(toSteps), ...withBack].filter((steps) => steps.length > 0);
  const key = (steps: ModelStep[]) => steps.map((s) => JSON.stringify(s.event)).join('>');
  const keys = all.map(key);
  return all
    .filter(
      (_, index) => !keys.some((other, j) => j !== index && other.startsWith(`${keys[index]}>`)),
    )
    .map((steps) => ({ name: steps.map((s) => describe(s.event)).join(' → '), steps }));
}
