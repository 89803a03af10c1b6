import type { FlowModel, FlowTransition } from './flow-model';

function whereAndWhat(model: FlowModel, transition: FlowTransition): string[] {
  const keyOf = (id: string) => model.stateById.get(id)?.key ?? id;
  const source = keyOf(transition.sourceId);
  const where = transition.targetIds.length
    ? `from ${source} to ${transition.targetIds.map(keyOf).join(' and ')}`
    : `stays in ${source}`;
  const messages = transition.label.messages.map((message) => `shows ${message.full}`);
  return [where, ...messages];
}

/** "no answer, refused as signed out: from checkingSession to signedOut; shows …". */
export function transitionSentence(model: FlowModel, transition: FlowTransition): string {
  return `${transition.label.text}: ${whereAndWhat(model, transition).join('; ')}`;
}

/**
 * The accessible name of an arrow's label: the words it shows, then where it goes and the
 * full messages (the visible words come first, so speech and sight agree).
 */
export function transitionLabelName(
  model: FlowModel,
  transition: FlowTransition,
  visible: readonly string[],
): string {
  return `${visible.join(' ')} — ${whereAndWhat(model, transition).join('; ')}`;
}
