import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { machineCatalogue } from '@machines/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const root = join(import.meta.dirname, '..', '..');

function statesOf(machine: AnyStateMachine): AnyStateNode[] {
  const all: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    all.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return all;
}

describe('machine catalogue', () => {
  it('lists every machine once, by its root id', () => {
    const ids = machineCatalogue.map((entry) => entry.id);

    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'app',
      'signIn',
      'policyPage',
      'onboarding',
      'dashboard',
      'saveAnswers',
      'upload',
      'booking',
      'settings',
      'account',
      'forgotPassword',
      'resetPassword',
      'confirmEmail',
      'emailReminder',
      'toast',
      'theme',
      'language',
    ]);
    for (const entry of machineCatalogue) expect(entry.machine.id).toBe(entry.id);
  });

  it.each(machineCatalogue)('$id lives in $file, which exports it', async (entry) => {
    expect(entry.file).toMatch(/^machines\/.+\.machine\.ts$/);
    expect(existsSync(join(root, entry.file))).toBe(true);
    const module = (await import(join(root, entry.file))) as Record<string, unknown>;
    expect(Object.values(module)).toContain(entry.machine);
  });

  it('gives every machine a title in plain words', () => {
    for (const entry of machineCatalogue) expect(entry.title.trim()).not.toBe('');
  });

  it('names the root once, and for every other machine a parent that invokes it', () => {
    const byId = new Map(machineCatalogue.map((entry) => [entry.id, entry]));

    expect(machineCatalogue.filter((entry) => entry.parent === null).map((e) => e.id)).toEqual([
      'app',
    ]);
    for (const entry of machineCatalogue) {
      if (entry.parent === null) continue;
      const parent = byId.get(entry.parent);
      expect(parent, `${entry.id}'s parent ${entry.parent}`).toBeDefined();
      const actors = Object.values(parent?.machine.implementations.actors ?? {}) as {
        id?: string;
      }[];
      expect(actors.map((actor) => actor.id)).toContain(entry.id);
    }
  });
});

describe('descriptions for product owners (issue 13 item 1)', () => {
  it.each(machineCatalogue)('$id: every description given says something', ({ machine }) => {
    const empty: string[] = [];
    for (const node of statesOf(machine)) {
      if (node.description !== undefined && node.description.trim() === '') empty.push(node.id);
      for (const [event, transitions] of node.transitions) {
        for (const transition of transitions) {
          const text = transition.description;
          if (text !== undefined && text.trim() === '') empty.push(`${node.id} on ${event}`);
        }
      }
      for (const transition of node.always ?? []) {
        const text = transition.description;
        if (text !== undefined && text.trim() === '') empty.push(`${node.id} always`);
      }
    }

    expect(empty).toEqual([]);
  });

  it('every state of every machine has a description', () => {
    expect(statesWithoutDescription()).toEqual([]);
  });
});

function statesWithoutDescription(): string[] {
  return machineCatalogue.flatMap(({ machine }) =>
    statesOf(machine)
      .filter((node) => !node.description)
      .map((node) => node.id),
  );
}

describe('which machine runs which', () => {
  /** The child machines each machine declares (and so can be replaced with `provide`). */
  const childrenOf = (id: string) => {
    const entry = machineCatalogue.find((candidate) => candidate.id === id);
    const actors = Object.values(entry?.machine.implementations.actors ?? {}) as {
      id?: unknown;
    }[];
    return actors
      .map((actor) => actor.id)
      .filter((child): child is string => typeof child === 'string')
      .sort();
  };

  it.each([
    [
      'app',
      [
        'confirmEmail',
        'dashboard',
        'language',
        'onboarding',
        'policyPage',
        'resetPassword',
        'settings',
        'signIn',
        'theme',
        'toast',
      ],
    ],
    ['onboarding', ['booking', 'saveAnswers', 'upload']],
    ['dashboard', ['booking', 'emailReminder', 'saveAnswers', 'settings', 'upload']],
    ['settings', ['account']],
    ['signIn', ['forgotPassword']],
    ['forgotPassword', []],
    ['resetPassword', []],
    ['confirmEmail', []],
    ['policyPage', []],
    ['emailReminder', []],
    ['saveAnswers', []],
    ['upload', []],
    ['booking', []],
    ['account', []],
    ['toast', []],
    ['theme', []],
    ['language', []],
  ])('%s runs %j', (id, children) => {
    expect(childrenOf(id)).toEqual(children);
  });
});
