import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectDismissedToasts, selectVisibleToast } from '@machines/toast/selectors';
import { toastMachine } from '@machines/toast/toast.machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  return { clock, actor, visible: () => selectVisibleToast(actor.getSnapshot()) };
}

describe('toast machine', () => {
  it('shows a toast with the default variant and hides it after 5000 ms', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'toast.show', title: 'Saved' });
    expect(visible()).toMatchObject({ title: 'Saved', variant: 'default' });
    clock.increment(4999);
    expect(visible()?.title).toBe('Saved');
    clock.increment(1);
    expect(visible()).toBeNull();
  });

  it('shows one at a time: a newer toast replaces the older', () => {
    const { actor, visible } = start();
    actor.send({ type: 'toast.show', title: 'First' });
    actor.send({ type: 'toast.show', title: 'Second', variant: 'destructive' });
    expect(visible()).toMatchObject({ title: 'Second', variant: 'destructive' });
    expect(selectDismissedToasts(actor.getSnapshot()).map((t) => t.title)).toEqual(['First']);
  });

  it('removes dismissed toasts after 1,000,000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', title: 'Bye' });
    actor.send({ type: 'toast.dismissed' });
    clock.increment(999_999);
    expect(selectDismissedToasts(actor.getSnapshot())).toHaveLength(1);
    clock.increment(1);
    expect(selectDismissedToasts(actor.getSnapshot())).toHaveLength(0);
  });

  it('waits while paused and honours a custom duration', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'toast.show', title: 'Short', duration: 100 });
    actor.send({ type: 'toast.paused' });
    clock.increment(10_000);
    expect(visible()?.title).toBe('Short');
    actor.send({ type: 'toast.resumed' });
    clock.increment(100);
    expect(visible()).toBeNull();
  });
});
