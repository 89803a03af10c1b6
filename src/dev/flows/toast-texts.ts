import { outlineText } from '@i18n/outline';
import { messageActionWords } from '../../../scripts/lib/diagrams/plain-words';
/** A message (toast) a transition or state shows, as the patient reads it. */
export interface ToastText {
  title: string;
  description: string | null;
  destructive: boolean;
  /** The words depend on the answer (a server reason, a number of variants). */
  runtime: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const typeOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : isRecord(value) || typeof value === 'function'
      ? String((value as { type?: unknown }).type ?? '')
      : '';

/** Built-in actions that send an event (a toast goes to the toast actor); assign only stores. */
const sendingActions = new Set(['xstate.sendTo', 'xstate.enqueueActions', 'xstate.sendParent']);

function toastOf(action: unknown, implementations: Record<string, unknown>): ToastText | null {
  const type = typeOf(action);
  const params = isRecord(action) ? action.params : undefined;
  // Toasts are catalogue messages: the viewer shows their English words.
  const title = isRecord(params) ? outlineText(params.title) : null;
  if (isRecord(params) && title !== null) {
    return {
      title,
      description: outlineText(params.description),
      destructive: params.variant === 'destructive',
      runtime: false,
    };
  }
  // showToast with computed words, or a named action that sends its own toast (showSavedToast).
  const sends = sendingActions.has(typeOf(implementations[type]));
  // Named in the diagrams' words ("the step’s “not saved” message"), never by its code name.
  return /toast/i.test(type) && sends
    ? {
        title: messageActionWords[type] ?? 'a message',
        description: null,
        destructive: false,
        runtime: true,
      }
    : null;
}

/** The toasts among a transition's or a state's actions (showToast with its message). */
export function toastsOf(
  actions: readonly unknown[],
  implementations: Record<string, unknown>,
): ToastText[] {
  return actions.flatMap((action) => {
    const toast = toastOf(action, implementations);
    return toast ? [toast] : [];
  });
}
