import type { AnyActorLogic } from 'xstate';

/**
 * Child machines whose code is a chunk of its own, fetched when they are about to be needed
 * instead of with the first page. `logics` stand for them in `machine.provide({ actors })`: each
 * is actor logic that hands every call on to the loaded machine. `load()` fetches the chunk once;
 * whoever leads the machines to invoke one of them (the effect that brings a session) awaits it
 * first. Invoked before that, a child fails loudly instead of doing nothing.
 */
export function lazyLogics<TLogics extends Record<string, AnyActorLogic>>(
  names: readonly (keyof TLogics & string)[],
  importLogics: () => Promise<TLogics>,
): { logics: TLogics; load: () => Promise<void> } {
  let loaded: TLogics | null = null;
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= importLogics().then(
      (logics) => {
        loaded = logics;
      },
      (error: unknown) => {
        loading = null; // a failed download (offline) may be tried again
        throw error;
      },
    );
    return loading;
  };
  const logicOf = (name: string): AnyActorLogic => {
    const logic = loaded?.[name];
    if (!logic) throw new Error(`${name} is started before its code was loaded (lazyLogics)`);
    return logic;
  };
  const stand = (name: string): AnyActorLogic => ({
    transition: (snapshot, event, scope) => logicOf(name).transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => logicOf(name).getInitialSnapshot(scope, input),
    restoreSnapshot: (persisted, scope) => {
      const logic = logicOf(name);
      return logic.restoreSnapshot ? logic.restoreSnapshot(persisted, scope) : persisted;
    },
    start: (snapshot, scope) => logicOf(name).start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) =>
      logicOf(name).getPersistedSnapshot(snapshot, options),
  });
  return { logics: Object.fromEntries(names.map((name) => [name, stand(name)])) as TLogics, load };
}
