/**
 * Action and guard params as plain data. A machine may compute params from the event or the
 * context (`params: ({ event }) => ({ token: event.output.access_token })`); a Stately file can only
 * hold literals, so such a function is run once on stand-ins that name what they stand for, and the
 * result reads `{ token: '{event.output.access_token}' }`. Texts built around a value keep their
 * words: `Found {event.output.variants.length} genetic variants in your report.`
 */

/** What a params function returned when it could not be run on stand-ins. */
export const computedAtRunTime = '(computed at run time)';

const placeholders = new WeakMap<object, string>();

function standIn(path: string): unknown {
  const target = () => undefined;
  const proxy: object = new Proxy(target, {
    get(_, key) {
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'toJSON')
        return () => `{${path}}`;
      if (typeof key === 'symbol') return undefined;
      return standIn(`${path}.${key}`);
    },
    apply: () => standIn(`${path}()`),
    has: () => true,
    ownKeys: () => [],
  });
  placeholders.set(proxy, `{${path}}`);
  return proxy;
}

/** Turns a value (possibly holding stand-ins) into JSON-able data. */
function toPlain(value: unknown): unknown {
  if (value !== null && (typeof value === 'object' || typeof value === 'function')) {
    const placeholder = placeholders.get(value);
    if (placeholder !== undefined) return placeholder;
  }
  if (typeof value === 'function') return computedAtRunTime;
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)]));
  }
  return value;
}

/** The params as literal data: a literal stays as it is, a function is run on stand-ins. */
export function literalParams(params: unknown): unknown {
  if (typeof params !== 'function') return toPlain(params);
  try {
    return toPlain(
      params({
        context: standIn('context'),
        event: standIn('event'),
        self: standIn('self'),
        system: standIn('system'),
      }),
    );
  } catch {
    return computedAtRunTime;
  }
}
