import { describe, expect, it } from 'vitest';
import { appLogic } from '@/app/app-logic';

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
});
