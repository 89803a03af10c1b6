import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { eventLabeller } from './graph-labels';
import { appModel, newPatient, uploadModel } from './graph-models';
import { eventsOf, type GraphModel, type Path } from './graph-traversal';

export interface QaPath {
  title: string;
  steps: string[];
}

function stepsOf(model: GraphModel, path: Path): string[] {
  const label = eventLabeller(model.machine);
  return eventsOf(path).map(label);
}

function stateName(snapshot: AnyMachineSnapshot): string {
  const leaves: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') leaves.push(`${prefix}${value}`);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, `${prefix}${key}.`);
    }
  };
  walk(snapshot.value, '');
  return leaves.join(' + ');
}

function options(model: GraphModel, events: GraphModel['events']) {
  return {
    input: model.inputs[0],
    events,
    serializeState: model.serializeState,
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  };
}

/** The shortest way to every state of the app machine, one per state (not per context). */
export function shortestToEveryState(): QaPath[] {
  const best = new Map<string, Path>();
  for (const path of getShortestPaths(appModel.machine, options(appModel, appModel.events))) {
    const name = stateName(path.state);
    const known = best.get(name);
    if (!known || path.steps.length < known.steps.length) best.set(name, path);
  }
  return [...best.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, path]) => ({ title: name, steps: stepsOf(appModel, path) }));
}

const journeyEvents = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
  (appModel.events(snapshot) as AnyEventObject[]).filter((event) => {
    const type = event.type;
    if (type === 'xstate.route')
      return snapshot.matches({ signedOut: 'landing' }) && event.to === '#auth';
    if (type.startsWith('xstate.error.actor.')) return false;
    // The upload area only shows after "Yes".
    if (type === 'report.uploaded') return snapshot.context.reportAnswer === true;
    if (['step.back', 'medicalCondition.back', 'auth.logout', 'auth.google.started'].includes(type))
      return false;
    if (['auth.register.submitted', 'report.cleared'].includes(type)) return false;
    if (type === 'medicalHistory.submitted') {
      return (event.values as { medications: unknown[] }).medications.every(
        (m) => typeof m === 'string',
      );
    }
    if (type === 'personalInfo.submitted') {
      return (event.values as { firstName: string }).firstName !== '';
    }
    if (type.startsWith('xstate.done.actor.')) {
      if (snapshot.matches('checkingSession')) return event.output === null;
      if (snapshot.matches({ signedIn: 'loadingProfile' })) return event.output === newPatient;
      if (snapshot.matches({ signedIn: 'routing' })) {
        return (event.output as { redirect_path: string }).redirect_path === '/onboarding';
      }
    }
    return true;
  });

/** Every simple path from the signed-out start to the dashboard, split by branch. */
export function journeysToDashboard(): { report: QaPath[]; checklist: QaPath[] } {
  const paths = getSimplePaths(appModel.machine, {
    ...options(appModel, journeyEvents),
    toState: (snapshot: AnyMachineSnapshot) => snapshot.matches({ signedIn: 'dashboard' }),
  });
  const report: QaPath[] = [];
  const checklist: QaPath[] = [];
  for (const path of paths) {
    const viaChecklist = path.steps.some((step) =>
      step.state.matches({ signedIn: { onboarding: 'medicalChecklist' } }),
    );
    const list = viaChecklist ? checklist : report;
    list.push({
      title: viaChecklist ? 'checklist branch (no report)' : 'report branch (report uploaded)',
      steps: stepsOf(appModel, path),
    });
  }
  const bySize = (a: QaPath, b: QaPath) => a.steps.length - b.steps.length;
  return { report: report.sort(bySize), checklist: checklist.sort(bySize) };
}

const deadEndStates: Array<{
  title: string;
  model: GraphModel;
  matches: (s: AnyMachineSnapshot) => boolean;
}> = [
  {
    title: 'non-Michigan resident ("Service Not Available")',
    model: appModel,
    matches: (s) => s.matches({ signedIn: { onboarding: { personalInfo: 'notServed' } } }),
  },
  {
    title: 'failed save of the medical condition ("Save Failed")',
    model: appModel,
    matches: (s) => s.matches({ signedIn: { onboarding: { medicalCondition: 'saveFailed' } } }),
  },
  {
    title: 'failed save of the report answer ("Save Failed")',
    model: appModel,
    matches: (s) => s.matches({ signedIn: { onboarding: { geneticReport: 'saveFailed' } } }),
  },
  {
    title: 'failed save of the checklist ("Save Failed")',
    model: appModel,
    matches: (s) => s.matches({ signedIn: { onboarding: { medicalChecklist: 'saveFailed' } } }),
  },
  {
    title: 'failed completion ("Failed to complete onboarding")',
    model: appModel,
    matches: (s) => s.matches({ signedIn: { onboarding: { bookAppointment: 'completeFailed' } } }),
  },
  {
    title: 'failed Google callback ("Authentication Error", back to / after 3 s)',
    model: appModel,
    matches: (s) => s.matches({ signedOut: { googleCallback: 'failed' } }),
  },
  {
    title: 'failed upload of the genetic report (upload machine, "Upload Failed")',
    model: uploadModel,
    matches: (s) => s.matches('error'),
  },
];

/** The shortest way into each dead end QA must check. */
export function deadEnds(): QaPath[] {
  return deadEndStates.flatMap(({ title, model, matches }) => {
    const paths = getShortestPaths(model.machine, {
      ...options(model, model.events),
      toState: matches,
    }).sort((a, b) => a.steps.length - b.steps.length);
    const first = paths[0];
    return first ? [{ title, steps: stepsOf(model, first) }] : [];
  });
}
