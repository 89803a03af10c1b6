import type { FlowModel, FlowTransition } from './flow-model';

/** "fetchCurrentUser fails, if isUnauthorized: from checkingSession to signedOut; shows …". */
export function transitionSentence(model: FlowModel, transition: FlowTransition): string {
  const keyOf = (id: string) => model.stateById.get(id)?.key ?? id;
  const source = keyOf(transition.sourceId);
  const where = transition.targetIds.length
    ? `from ${source} to ${transition.targetIds.map(keyOf).join(' and ')}`
    : `stays in ${source}`;
  const condition = transition.guard ? `, ${transition.guard}` : '';
  const toasts = transition.toasts.map((toast) =>
    toast.runtime
      ? `shows a message worded at run time (${toast.title})`
      : `shows “${toast.title}${toast.description ? `: ${toast.description}` : ''}”`,
  );
  return [`${transition.trigger.text}${condition}: ${where}`, ...toasts].join('; ');
}
