import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { type ShownToast, toastRecorder } from './recorders';

/**
 * Runs a child machine the way the app does: invoked by a parent, beside a toast actor in one
 * system, on a simulated clock. Records the toasts it shows, the events it sends its parent
 * (sendParent) and its output.
 */
export function startHosted<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  id = 'child',
) {
  const toasts: ShownToast[] = [];
  const toParent: AnyEventObject[] = [];
  const ended: { output?: unknown; error?: unknown; done: boolean } = { done: false };
  const host = setup({
    actors: { child: machine as AnyStateMachine, toast: toastRecorder(toasts) },
  }).createMachine({
    invoke: [
      { id: 'toast', systemId: 'toast', src: 'toast' },
      {
        id,
        src: 'child',
        input: () => input,
        onDone: {
          actions: ({ event }) => {
            ended.done = true;
            ended.output = event.output;
          },
        },
        onError: {
          actions: ({ event }) => {
            ended.error = event.error;
          },
        },
      },
    ],
    on: { '*': { actions: ({ event }) => toParent.push(event) } },
  });
  const clock = new SimulatedClock();
  const root = createActor(host, { clock });
  root.start();
  const child = root.getSnapshot().children[id] as AnyActorRef;
  const actor = child as unknown as ActorRefFrom<TMachine>;
  return {
    actor,
    clock,
    toasts,
    toParent,
    ended,
    root,
    snapshot: (): SnapshotFrom<TMachine> => child.getSnapshot(),
    /** The events the child sent to its parent, by type. */
    sentToParent: (type: string) => toParent.filter((event) => event.type === type),
  };
}
