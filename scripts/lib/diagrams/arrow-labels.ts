import { outlineText } from '@i18n/outline';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { delayValue, namedShape } from '../stately/machine-shape';
import { failureScreenMessage } from './failure-screens';
import {
  actorWords,
  durationWords,
  eventMessage,
  eventWords,
  guardWords,
  messageActionWords,
  silentGuards,
} from './plain-words';
import type { Message } from './shown-message';

/**
 * The one labelling of an arrow, shared by the Mermaid pages (`npm run machines:docs`) and the
 * flow viewer (`/dev/flows`), so both say the same words.
 */

/** An arrow's words: what happens (and on which condition), and the messages the patient sees. */
export interface ArrowLabel {
  text: string;
  messages: Message[];
}

function missing(kind: string, name: string): never {
  throw new Error(
    `No plain words for the ${kind} "${name}": add them to scripts/lib/diagrams/plain-words.ts`,
  );
}

function invokedSource(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((candidate) => candidate.id === invokeId);
  return typeof invoke?.src === 'string' ? invoke.src : missing('invoked actor', invokeId);
}

function eventPart(transition: AnyTransitionDefinition): string | null {
  const type = transition.eventType;
  const source = transition.source as AnyStateNode;
  if (type === '') return null;
  for (const outcome of ['done', 'error'] as const) {
    const prefix = `xstate.${outcome}.actor.`;
    if (type.startsWith(prefix)) {
      const src = invokedSource(source, type.slice(prefix.length));
      return (actorWords[src] ?? missing('actor', src))[outcome];
    }
  }
  if (type.startsWith('xstate.after.')) {
    const delay = (transition as { delay?: unknown }).delay;
    const named = source.machine.implementations.delays[delay as string];
    const value = delayValue(source.machine, named ?? delay);
    return typeof value === 'number' ? `after ${durationWords(value)}` : `after ${String(delay)}`;
  }
  if (type.startsWith('xstate.done.state.')) return 'finished';
  return eventWords[type] ?? missing('event', type);
}

function branchesOf(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source = transition.source as AnyStateNode;
  if (transition.eventType === '') return source.always ?? [];
  return source.transitions.get(transition.eventType) ?? [];
}

const guardType = (transition: AnyTransitionDefinition) =>
  transition.guard === undefined ? null : namedShape(transition.guard).type;

const speaks = (transition: AnyTransitionDefinition) => {
  const type = guardType(transition);
  return type !== null && !silentGuards.has(type);
};

/** The branch taken when the earlier ones' conditions fail: their negation, or "otherwise". */
function otherwise(transition: AnyTransitionDefinition): GuardPart | null {
  const branches = branchesOf(transition);
  const earlier = branches.slice(0, branches.indexOf(transition)).filter(speaks);
  if (earlier.length === 0) return null;
  const only =
    earlier.length === 1
      ? guardWords[guardType(earlier[0] as AnyTransitionDefinition) ?? '']
      : undefined;
  return { words: only?.not ?? 'otherwise', alone: only?.alone ?? false };
}

interface GuardPart {
  words: string;
  alone: boolean;
}

function guardPart(transition: AnyTransitionDefinition): GuardPart | null {
  if (!speaks(transition)) return otherwise(transition);
  const { type, params } = namedShape(transition.guard);
  const entry = guardWords[type] ?? missing('condition', type);
  return {
    words: entry.words((params ?? {}) as Record<string, unknown>),
    alone: entry.alone ?? false,
  };
}

/** Run-time values in a message ({event.output.count}) read as "…" in the docs. */
const withoutPlaceholders = (text: string) => text.replace(/\{[\w.()]+\}/g, '…');

function messageOf(action: unknown): Message | null {
  const { type, params } = namedShape(action);
  const toast = params as { title?: unknown; description?: unknown } | undefined;
  // Toasts are catalogue messages: the diagrams show their English words.
  const titleText = outlineText(toast?.title);
  if (titleText !== null) {
    const title = withoutPlaceholders(titleText);
    const descriptionText = outlineText(toast?.description);
    const description =
      descriptionText !== null ? ` — ${withoutPlaceholders(descriptionText)}` : '';
    return { short: `“${title}”`, full: `“${title}”${description}` };
  }
  const words = messageActionWords[type];
  return words ? { short: words, full: words } : null;
}

function messagesOf(transition: AnyTransitionDefinition): Message[] {
  const source = transition.source as AnyStateNode;
  const targets = (transition.target ?? []) as AnyStateNode[];
  const fromActions = [...transition.actions, ...targets.flatMap((target) => target.entry)];
  const messages = fromActions.map(messageOf).filter((message) => message !== null);
  const brought = eventMessage(transition.eventType, source.key, targets[0]?.key);
  const all = brought ? [{ short: brought, full: brought }, ...messages] : messages;
  // A failure with no message of its own: the words its page shows.
  const screen = all.length === 0 ? failureScreenMessage(transition) : null;
  return screen ? [screen] : all;
}

export function arrowLabel(transition: AnyTransitionDefinition): ArrowLabel {
  const event = eventPart(transition);
  const guard = guardPart(transition);
  const text = guard?.alone
    ? guard.words
    : [event, guard?.words].filter((part) => part !== null && part !== undefined).join(', ');
  return { text: text || 'at once', messages: messagesOf(transition) };
}

/** The lines of an arrow's label: what happens, then "shows" and each message's title. */
export function labelLines(label: ArrowLabel): string[] {
  return [label.text, ...label.messages.map((message) => `shows ${message.short}`)];
}
