import { selectIsServerUnreachable } from '@machines/app/selectors';
import { currentPageOf } from '@machines/routes/current-page';
import type { RouteId } from '@machines/routes/route-table';
import type { AnyActorRef, AnyMachineSnapshot, StateValue } from 'xstate';
import { machineIdOf } from '../graph-coverage';
import {
  acceptedEvents,
  findMachine,
  machineActors,
  pendingRequests,
  pendingTimers,
} from './live-system';
import { type MachineScreen, machineScreenOf } from './machine-screen';

/**
 * Screens of the app that are no page of the route table and leave the address as it is: "We
 * can't reach herd Health", the frame shown while the stored session is checked, and the wait
 * for the profile after signing in.
 */
export type AppScreenId = 'serverUnreachable' | 'checkingSession' | 'loadingProfile';

export const isAppScreen = (page: string | null): page is AppScreenId =>
  page === 'serverUnreachable' || page === 'checkingSession' || page === 'loadingProfile';

/** A page id of the route table, or one of the app's own screens. */
export type PageId = RouteId | AppScreenId;

/** What the live system shows and accepts after a step: read by the catalogue's offers. */
export interface View {
  page: { id: PageId; path: string } | null;
  /** Each running machine's state value and the event types its active states accept. */
  machines: Record<string, { value: StateValue; accepts: string[] }>;
  /** Sources of the requests still in flight. */
  requests: string[];
  /** The same requests with the machine that waits for them and the invoked actor's id. */
  pending: Array<{ machineId: string; childId: string; src: string }>;
  timers: Array<{ machineId: string; eventType: string; ms: number }>;
  facts: Facts;
  /** What the page shows beside its heading, read through the screens' selectors. */
  screen: MachineScreen | null;
}

export interface Facts {
  signedIn: boolean;
  completed: boolean;
  furthestRank: number;
  reportAnswer: boolean;
  reportOnFile: boolean;
  /** A file is on its way (sent, queued, read but not kept): "No" would delete it (issue 23). */
  reportPending: boolean;
  savedReport: boolean;
  appointment: boolean;
  alias: boolean;
  saving: boolean;
  progress: 'none' | 'some' | 'capped' | 'full';
  toastVisible: boolean;
  requestedRoute: string | null;
  /** A Profile section holds answers that differ from the saved ones. */
  unsavedEdit: boolean;
}

type Delays = Record<string, number | ((args: { context: unknown }) => number)>;

function delayMs(ref: AnyActorRef, snapshot: AnyMachineSnapshot, delay: string | number): number {
  if (typeof delay === 'number') return delay;
  const delays = (ref as { logic?: { implementations?: { delays?: Delays } } }).logic
    ?.implementations?.delays;
  const value = delays?.[delay];
  return typeof value === 'function' ? value({ context: snapshot.context }) : (value ?? 0);
}

const contextOf = (root: AnyActorRef, id: string): Record<string, unknown> =>
  (findMachine(root, id)?.snapshot.context ?? {}) as Record<string, unknown>;

function progressOf(progress: unknown): Facts['progress'] {
  if (typeof progress !== 'number' || progress === 0) return 'none';
  if (progress >= 100) return 'full';
  return progress >= 90 ? 'capped' : 'some';
}

function factsOf(root: AnyActorRef): Facts {
  const app = root.getSnapshot() as AnyMachineSnapshot;
  const onboarding = contextOf(root, 'onboarding');
  const profile = (onboarding.profile ?? {}) as Record<string, unknown>;
  const user = app.context.user as { profile: Record<string, unknown> } | null;
  const save = findMachine(root, 'onboarding')?.snapshot.matches({ active: { save: 'saving' } });
  const toast = findMachine(root, 'toast')?.snapshot;
  const requested = app.context.requestedRoute as { to?: string } | null;
  return {
    signedIn: app.matches('signedIn'),
    completed: user?.profile.has_completed_onboarding === true,
    furthestRank: typeof onboarding.furthestRank === 'number' ? onboarding.furthestRank : 0,
    reportAnswer: onboarding.reportAnswer === true,
    reportOnFile: onboarding.reportOnFile === true,
    reportPending: onboarding.reportPending === true,
    savedReport: profile.hasGeneticReport === true,
    appointment: Boolean(profile.appointmentDate),
    alias: onboarding.stepOneAlias === true,
    saving: save === true,
    progress: progressOf(contextOf(root, 'upload').progress),
    toastVisible: Boolean(toast?.matches({ display: 'visible' })),
    requestedRoute: requested?.to ?? null,
    unsavedEdit: contextOf(root, 'dashboard').unsavedEdit === true,
  };
}

function appScreenOf(app: AnyMachineSnapshot): View['page'] {
  if (selectIsServerUnreachable(app as never)) return { id: 'serverUnreachable', path: '' };
  if (app.matches({ signedIn: { area: 'loadingProfile' } })) {
    return { id: 'loadingProfile', path: '' };
  }
  return app.matches('checkingSession') ? { id: 'checkingSession', path: '' } : null;
}

export function viewOf(root: AnyActorRef | null): View {
  if (!root) {
    return {
      page: null,
      machines: {},
      requests: [],
      pending: [],
      timers: [],
      facts: closedFacts,
      screen: null,
    };
  }
  const app = root.getSnapshot() as AnyMachineSnapshot;
  const page = appScreenOf(app) ?? currentPageOf(app as never);
  const machines: View['machines'] = {};
  for (const actor of machineActors(root)) {
    // A spawned save (the booked time) runs beside the step's own save: the first one counts.
    if (machines[actor.machineId]) continue;
    machines[actor.machineId] = {
      value: actor.snapshot.value,
      accepts: [...acceptedEvents(actor.snapshot)].sort(),
    };
  }
  return {
    page,
    machines,
    requests: pendingRequests(root).map((request) => request.src),
    pending: pendingRequests(root).map((request) => ({
      machineId: machineIdOf(request.owner) ?? '',
      childId: request.childId,
      src: request.src,
    })),
    timers: pendingTimers(root).map((timer) => ({
      machineId: timer.machineId,
      eventType: timer.eventType,
      ms: delayMs(timer.owner, timer.owner.getSnapshot() as AnyMachineSnapshot, timer.delay),
    })),
    facts: factsOf(root),
    screen: machineScreenOf(root),
  };
}

/** The browser is not open yet. */
export const closedFacts: Facts = {
  signedIn: false,
  completed: false,
  furthestRank: 0,
  reportAnswer: false,
  reportOnFile: false,
  reportPending: false,
  savedReport: false,
  appointment: false,
  alias: false,
  saving: false,
  progress: 'none',
  toastVisible: false,
  requestedRoute: null,
  unsavedEdit: false,
};
