/**
 * The events a transition raises on its own machine (`raise(...)` among its actions): they only
 * ever follow that transition, so the simulation offers them only right after it (a save that
 * ended "not stored" announces no "saved").
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

function eventTypeOf(raised: unknown): string | null {
  let event = raised;
  if (typeof raised === 'function') {
    try {
      // An event computed from the context: run on an empty one, only its type is read.
      event = raised({ context: {}, event: { type: '' } });
    } catch {
      return null;
    }
  }
  return isRecord(event) && typeof event.type === 'string' ? event.type : null;
}

export function raisedEvents(
  actions: readonly unknown[],
  implementations: Record<string, unknown>,
): string[] {
  return actions.flatMap((action) => {
    const name = typeof action === 'string' ? action : isRecord(action) ? action.type : null;
    const implementation = typeof name === 'string' ? implementations[name] : action;
    if (!isRecord(implementation) || implementation.type !== 'xstate.raise') return [];
    const type = eventTypeOf(implementation.event);
    return type ? [type] : [];
  });
}
