import { type ExtractedMachine, extractMachinesFromFile } from '@herd/stately-extractor';
import { type AnyStateMachine, createMachine } from 'xstate';
import { inlineImplementation, type MachineShape, shapeOf } from './machine-shape';

/**
 * What Stately's own parser (`@xstate/machine-extractor`, behind the Stately VS Code extension and
 * `@xstate/cli`) reads from a file, turned back into an XState 5 machine so it can be compared
 * with the running one state by state and arrow by arrow.
 */

type Json = Record<string, unknown>;

const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function action(extracted: unknown): unknown {
  const { kind, action: body } = extracted as { kind: string; action: Json };
  if (kind === 'named') return body;
  // Inline functions and built-in actions (assign, raise...) have no name a reader can follow.
  return { type: kind === 'inline' ? inlineImplementation : String(body.type) };
}

function guard(extracted: unknown): unknown {
  const { kind, type, params } = extracted as { kind: string; type: string; params?: unknown };
  return kind === 'named' ? { type, params } : { type: inlineImplementation };
}

/** XState 4 re-enters (is "external") unless `internal`, or every target starts with a dot. */
function reentersInVersion4(transition: Json): boolean {
  if (typeof transition.internal === 'boolean') return !transition.internal;
  const targets = asArray(transition.target) as string[];
  return targets.length > 0 && !targets.every((target) => target.startsWith('.'));
}

function transition(extracted: unknown): Json {
  const config = extracted as Json;
  const out: Json = { reenter: reentersInVersion4(config) };
  if (config.target !== undefined) out.target = config.target;
  if (config.cond !== undefined) out.guard = guard(config.cond);
  if (config.actions !== undefined) out.actions = asArray(config.actions).map(action);
  if (config.description !== undefined) out.description = config.description;
  return out;
}

const transitions = (value: unknown) => asArray(value).map(transition);

function transitionMap(map: unknown): Json {
  return Object.fromEntries(
    Object.entries((map ?? {}) as Json).map(([key, value]) => [key, transitions(value)]),
  );
}

function invoke(extracted: unknown): Json {
  const config = extracted as Json;
  const out: Json = { src: config.kind === 'named' ? config.src : inlineImplementation };
  if (config.id !== undefined) out.id = config.id;
  if (config.onDone !== undefined) out.onDone = transitions(config.onDone);
  if (config.onError !== undefined) out.onError = transitions(config.onError);
  return out;
}

function stateNode(extracted: Json): Json {
  const out: Json = {};
  for (const key of ['id', 'initial', 'type', 'description', 'history'] as const) {
    if (extracted[key] !== undefined) out[key] = extracted[key];
  }
  if (extracted.entry !== undefined) out.entry = asArray(extracted.entry).map(action);
  if (extracted.exit !== undefined) out.exit = asArray(extracted.exit).map(action);
  if (extracted.on !== undefined) out.on = transitionMap(extracted.on);
  if (extracted.after !== undefined) out.after = transitionMap(extracted.after);
  if (extracted.always !== undefined) out.always = transitions(extracted.always);
  if (extracted.onDone !== undefined) out.onDone = transitions(extracted.onDone);
  if (extracted.invoke !== undefined) out.invoke = asArray(extracted.invoke).map(invoke);
  if (extracted.states !== undefined) {
    out.states = Object.fromEntries(
      Object.entries(extracted.states as Record<string, Json>).map(([key, child]) => [
        key,
        stateNode(child),
      ]),
    );
  }
  return out;
}

export interface ExtractedFile {
  machine: AnyStateMachine;
  shape: MachineShape;
  /** What the parser said it could not read (it skips such values and goes on). */
  warnings: string[];
}

/** Runs the parser, collecting the warnings it prints about values it skips. */
function extractWithWarnings(source: string) {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: unknown) => warnings.push(String(message));
  try {
    return { result: extractMachinesFromFile(source), warnings };
  } finally {
    console.warn = warn;
  }
}

/** A delay as the file wrote it (its source text): a number when it is one. */
function delayFromSource(text: string): unknown {
  const value = Number(text.replaceAll('_', ''));
  return Number.isFinite(value) ? value : text;
}

/** Reads the one machine of a file the way Stately's tools do; throws when there is none. */
export function extractStatelyFile(source: string): ExtractedFile {
  const { result, warnings } = extractWithWarnings(source);
  const machines = (result?.machines ?? []).filter(
    (machine): machine is ExtractedMachine => machine !== undefined,
  );
  const [found] = machines;
  if (!found || machines.length !== 1) {
    throw new Error(`Stately's parser found ${machines.length} machines (expected 1)`);
  }
  const config = found.toConfig();
  if (!config) throw new Error("Stately's parser could not read the machine's config");
  const machine = createMachine(stateNode(config) as Parameters<typeof createMachine>[0]);
  const delays = Object.fromEntries(
    Object.entries(found.getAllMachineImplementations().delays).map(([name, text]) => [
      name,
      delayFromSource(text),
    ]),
  );
  return { machine, shape: shapeOf(machine, delays), warnings };
}
