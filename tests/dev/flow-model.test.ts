import { machineCatalogue } from '@machines/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type FlowModel, type FlowTransition, flowModelOf } from '@/dev/flows/flow-model';

const machineOf = (id: string) =>
  machineCatalogue.find((entry) => entry.id === id)?.machine as AnyStateMachine;

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child as AnyStateNode))];
}

function only(model: FlowModel, match: (t: FlowTransition) => boolean): FlowTransition {
  const found = model.transitions.filter(match);
  expect(found).toHaveLength(1);
  return found[0] as FlowTransition;
}

describe('flow model of a machine', () => {
  it.each(machineCatalogue.map((entry) => [entry.id, entry.machine] as const))(
    '%s: every state and every candidate transition, with targets that exist',
    (_, machine) => {
      const model = flowModelOf(machine);
      const nodes = nodesOf(machine.root);
      const candidates = nodes.reduce(
        (sum, node) =>
          sum +
          [...node.transitions.values()].reduce((n, list) => n + list.length, 0) +
          (node.always?.length ?? 0),
        0,
      );
      expect(model.states.map((state) => state.id)).toEqual(nodes.map((node) => node.id));
      expect(model.transitions).toHaveLength(candidates);
      expect(new Set(model.transitions.map((t) => t.id)).size).toBe(candidates);
      for (const transition of model.transitions)
        for (const id of [transition.sourceId, ...transition.targetIds])
          expect(model.stateById.has(id)).toBe(true);
    },
  );

  it('names server answers, conditions and the fallback in words', () => {
    const model = flowModelOf(machineOf('app'));
    const rejected = only(
      model,
      (t) =>
        t.sourceId === 'app.checkingSession' &&
        t.targetIds[0] === 'app.signedOut' &&
        t.trigger.kind === 'error',
    );
    expect(rejected.trigger.text).toBe('fetchCurrentUser fails');
    expect(rejected.guard).toBe('if isUnauthorized');
    const unreachable = only(model, (t) => t.targetIds[0] === 'app.serverUnreachable');
    expect(unreachable.guard).toBe('otherwise');
    const signedIn = only(
      model,
      (t) => t.sourceId === 'app.signedOut' && t.targetIds[0] === 'app.signedIn',
    );
    expect(signedIn.trigger.text).toBe('signIn finishes');
  });

  it('gives delays their value and guards their parameters', () => {
    const app = flowModelOf(machineOf('app'));
    const retry = only(
      app,
      (t) => t.sourceId === 'app.serverUnreachable' && t.trigger.kind === 'after',
    );
    expect(retry.trigger.text).toBe('after 10 s (reconnectDelay)');
    const toast = flowModelOf(machineOf('toast'));
    const close = only(toast, (t) => t.trigger.kind === 'after' && t.sourceId.endsWith('counting'));
    expect(close.trigger.text).toBe('after toastDuration');
    const onboarding = flowModelOf(machineOf('onboarding'));
    expect(onboarding.transitions.map((t) => t.guard)).toContain(
      'if canOpen (step: medicalChecklist)',
    );
    const decide = onboarding.transitions.filter((t) => t.trigger.kind === 'always');
    expect(decide.length).toBeGreaterThan(1);
    expect(decide.every((t) => t.trigger.text === 'at once')).toBe(true);
  });

  it('carries the toast text of showToast actions, and marks computed messages', () => {
    const signIn = flowModelOf(machineOf('signIn'));
    // Since issue 30 row 5 the form's own problems are said at their fields: the toast example
    // is the server's answer to a sign-in.
    const signedIn = only(
      signIn,
      (t) => t.sourceId.endsWith('.signingIn') && t.trigger.kind === 'done',
    );
    expect(signedIn.toasts).toEqual([
      {
        title: 'Successfully logged in',
        description: 'Welcome back to herd Health',
        destructive: false,
        runtime: false,
      },
    ]);
    const upload = flowModelOf(machineOf('upload'));
    const uploaded = only(
      upload,
      (t) =>
        t.sourceId === 'upload.sending' &&
        t.trigger.kind === 'done' &&
        t.targetIds.includes('upload.success'),
    );
    expect(uploaded.toasts).toEqual([
      expect.objectContaining({ runtime: true, title: 'a message' }),
    ]);
    const save = flowModelOf(machineOf('saveAnswers'));
    expect(save.stateById.get('saveAnswers.saved')?.entryToasts).toEqual([
      expect.objectContaining({ runtime: true, title: 'the step’s “saved” message' }),
    ]);
  });

  it('does not take a store action for a message (showNewToast only keeps the toast)', () => {
    const toast = flowModelOf(machineOf('toast'));
    expect(toast.transitions.flatMap((t) => t.toasts)).toEqual([]);
  });

  it('keeps descriptions of states and transitions', () => {
    const onboarding = flowModelOf(machineOf('onboarding'));
    expect(onboarding.stateById.get('personalInfo')?.description).toMatch(/Only Michigan/);
    expect(onboarding.transitions.map((t) => t.description)).toContain(
      'A report: the checklist is skipped.',
    );
  });
});
