/** A message (toast) a transition or state shows, as the patient reads it. */
export interface ToastText {
  title: string;
  description: string | null;
  destructive: boolean;
}

/** A message whose words depend on the answer (a server reason, a number of variants). */
export const runtimeToast: ToastText = {
  title: 'A message worked out at run time',
  description: null,
  destructive: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function toastOf(action: unknown): ToastText | null {
  if (!isRecord(action) && typeof action !== 'string') return null;
  const type = typeof action === 'string' ? action : String(action.type ?? '');
  const params = isRecord(action) ? action.params : undefined;
  if (isRecord(params) && typeof params.title === 'string') {
    return {
      title: params.title,
      description: typeof params.description === 'string' ? params.description : null,
      destructive: params.variant === 'destructive',
    };
  }
  // showToast with computed words, or an action that sends its own toast (showSavedToast).
  return /toast/i.test(type) ? runtimeToast : null;
}

/** The toasts among a transition's or a state's actions (showToast with its message). */
export function toastsOf(actions: readonly unknown[]): ToastText[] {
  return actions.flatMap((action) => {
    const toast = toastOf(action);
    return toast ? [toast] : [];
  });
}
