import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { literalParams } from './literal-params';

/**
 * A running machine's config as literal data that Stately's tools can read: every state,
 * transition, guard and action by name, params as literals (toast texts in full), descriptions,
 * `reenter` (and the XState 4 `internal` that means the same to Stately's parser). Functions that
 * only the app runs (context, input, output) are left out; anything else the parser could not
 * show is refused with the place it was found, so nothing is dropped silently.
 */

type Json = Record<string, unknown>;

const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const oneOrMany = (items: unknown[]) => (items.length === 1 ? items[0] : items);

function refuse(where: string, what: string): never {
  throw new Error(`${where}: ${what} cannot be shown by Stately's tools; name it in setup()`);
}

function named(item: unknown, where: string): unknown {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') refuse(where, 'an inline function');
  const { type, params, ...rest } = item as { type: unknown; params?: unknown };
  if (typeof type !== 'string' || Object.keys(rest).length > 0) refuse(where, 'a built-in action');
  return params === undefined ? { type } : { type, params: literalParams(params) };
}

const isWithin = (node: AnyStateNode | undefined, ancestor: AnyStateNode) => {
  for (let current = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
};

function resolveTarget(source: AnyStateNode, target: string): AnyStateNode | undefined {
  if (target.startsWith('#')) return source.machine.getStateNodeById(target.slice(1));
  if (target.startsWith('.')) return source;
  return source.parent?.states[target] as AnyStateNode | undefined;
}

/**
 * XState 4 (and so Stately's parser) re-enters unless `internal`, and counts a target starting
 * with a dot as internal: `internal` is written where that default would say otherwise.
 */
function internalFlag(source: AnyStateNode, targets: string[], reenter: boolean) {
  if (targets.length === 0) return undefined;
  const dotted = targets.every((target) => target.startsWith('.'));
  if (reenter && dotted) return false;
  const insideSource = targets.some((target) => isWithin(resolveTarget(source, target), source));
  if (!reenter && !dotted && insideSource) return true;
  return undefined;
}

function transition(config: unknown, source: AnyStateNode, where: string): unknown {
  if (typeof config === 'string') return config;
  const { target, guard, actions, description, reenter, meta, ...rest } = config as Json;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) refuse(where, `transition key "${unknownKeys.join('", "')}"`);
  const targets = asArray(target) as string[];
  const out: Json = {};
  if (target !== undefined) out.target = target;
  if (guard !== undefined) out.guard = named(guard, where);
  if (actions !== undefined) {
    out.actions = oneOrMany(asArray(actions).map((action) => named(action, where)));
  }
  if (description !== undefined) out.description = description;
  if (reenter === true) out.reenter = true;
  const internal = internalFlag(source, targets, reenter === true);
  if (internal !== undefined) out.internal = internal;
  if (meta !== undefined) out.meta = literalParams(meta);
  return out;
}

function transitions(config: unknown, source: AnyStateNode, where: string): unknown {
  return oneOrMany(asArray(config).map((item) => transition(item, source, where)));
}

function transitionMap(map: unknown, source: AnyStateNode, where: string): Json {
  return Object.fromEntries(
    Object.entries(map as Json).map(([event, config]) => [
      event,
      transitions(config, source, `${where} "${event}"`),
    ]),
  );
}

function invoke(config: unknown, source: AnyStateNode, where: string): Json {
  const { src, id, input, systemId, onDone, onError, ...rest } = config as Json;
  if (typeof src !== 'string') refuse(where, 'an invoked actor given as logic, not by name');
  if (Object.keys(rest).length > 0) refuse(where, `invoke key "${Object.keys(rest).join('", "')}"`);
  const out: Json = { src };
  if (id !== undefined) out.id = id;
  if (onDone !== undefined) out.onDone = transitions(onDone, source, `${where} onDone`);
  if (onError !== undefined) out.onError = transitions(onError, source, `${where} onError`);
  return out;
}

const copiedAsIs = ['id', 'description', 'type', 'initial', 'history', 'tags'] as const;
const appOnly = ['context', 'output', 'schemas'] as const;
const stateKeys = new Set<string>([
  ...copiedAsIs,
  ...appOnly,
  ...['entry', 'exit', 'invoke', 'on', 'after', 'always', 'onDone', 'states', 'meta', 'target'],
]);

/** One state's config (and its children's), ready to be written as a Stately file. */
export function statelyStateConfig(node: AnyStateNode): Json {
  const config = node.config as Json;
  const where = `state ${node.id}`;
  const out: Json = {};
  for (const key of Object.keys(config)) {
    if (!stateKeys.has(key)) refuse(where, `state key "${key}"`);
  }
  for (const key of copiedAsIs) if (config[key] !== undefined) out[key] = config[key];
  if (node === node.machine.root && isPlainData(config.context)) out.context = config.context;
  for (const key of ['entry', 'exit'] as const) {
    if (config[key] !== undefined) {
      out[key] = oneOrMany(asArray(config[key]).map((action) => named(action, `${where} ${key}`)));
    }
  }
  if (config.invoke !== undefined) {
    out.invoke = oneOrMany(
      asArray(config.invoke).map((item) => invoke(item, node, `${where} invoke`)),
    );
  }
  if (config.on !== undefined) out.on = transitionMap(config.on, node, where);
  if (config.after !== undefined) out.after = transitionMap(config.after, node, `${where} after`);
  if (config.always !== undefined) out.always = transitions(config.always, node, `${where} always`);
  if (config.onDone !== undefined) out.onDone = transitions(config.onDone, node, `${where} onDone`);
  if (config.target !== undefined) out.target = config.target;
  if (config.meta !== undefined) out.meta = literalParams(config.meta);
  if (config.states !== undefined) {
    out.states = Object.fromEntries(
      Object.entries(node.states).map(([key, child]) => [
        key,
        statelyStateConfig(child as AnyStateNode),
      ]),
    );
  }
  return out;
}

function isPlainData(value: unknown): boolean {
  if (typeof value === 'function') return false;
  if (value === null || typeof value !== 'object') return true;
  return Object.values(value).every(isPlainData);
}

export function statelyMachineConfig(machine: AnyStateMachine): Json {
  return statelyStateConfig(machine.root);
}
