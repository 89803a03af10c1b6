import { describe, expect, it } from 'vitest';
import { appLogic, memberArea } from '@/app/app-logic';
import * as memberLogic from '@/app/member-logic';

/**
 * Every effect a machine declares must be supplied from src/: a missing one throws "not provided"
 * only when it first runs in the browser (an upload, a redirect...), which unit tests of the
 * machines alone cannot see.
 */
function implementationsOf(logic: unknown): {
  actions: Record<string, unknown>;
  actors: Record<string, unknown>;
} {
  const implementations = (
    logic as {
      implementations: { actions: Record<string, unknown>; actors: Record<string, unknown> };
    }
  ).implementations;
  return implementations;
}

function notProvidedNames(logic: unknown, path: string): string[] {
  const { actions, actors } = implementationsOf(logic);
  const missing: string[] = [];
  for (const [name, action] of Object.entries(actions)) {
    if (typeof action === 'function' && action.toString().includes('notProvided'))
      missing.push(`${path} action ${name}`);
  }
  for (const [name, actor] of Object.entries(actors)) {
    const nested = actor as { implementations?: unknown; config?: unknown };
    if (nested.implementations && nested.config) {
      missing.push(...notProvidedNames(actor, `${path}.${name}`));
      continue;
    }
    const creator = (actor as { config?: unknown }).config;
    if (typeof creator === 'function' && creator.toString().includes('notProvided'))
      missing.push(`${path} actor ${name}`);
  }
  return missing;
}

describe('the app logic provided from src/', () => {
  it('supplies every effect the machines declare, in the app and in its child machines', () => {
    expect(notProvidedNames(appLogic, 'app')).toEqual([]);
  });

  it('supplies the signed-in machines, loaded apart from the sign-in page, with every effect', async () => {
    const { onboarding, dashboard, settings } = implementationsOf(appLogic).actors;
    // Before their chunk arrives they refuse to start (nothing runs half-provided).
    expect(() =>
      (onboarding as { getInitialSnapshot: (...args: unknown[]) => unknown }).getInitialSnapshot(
        {},
        {},
      ),
    ).toThrow(/before its code was loaded/);
    await memberArea.load();
    expect(
      Object.entries(memberLogic).flatMap(([name, logic]) =>
        notProvidedNames(logic, `app.${name}`),
      ),
    ).toEqual([]);
    expect(Object.keys(memberLogic).sort()).toEqual(['dashboard', 'onboarding', 'settings']);
    expect([onboarding, dashboard, settings].every((logic) => logic !== undefined)).toBe(true);
  });
});
