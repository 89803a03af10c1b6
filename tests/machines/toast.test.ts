import { english } from '@i18n/english';
import type { Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { selectDismissedToasts, selectVisibleToast } from '@machines/toast/selectors';
import { toastMachine } from '@machines/toast/toast.machine';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

/** A toast's words are catalogue messages; the machine carries them as they came. */
const said = (text: string) => verbatim(text);
const titleOf = (toast: { title?: Message } | null) =>
  toast?.title ? english(toast.title) : undefined;

function startToasts() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  return {
    actor,
    clock,
    visible: () => selectVisibleToast(actor.getSnapshot()),
    dismissed: () => selectDismissedToasts(actor.getSnapshot()).map(titleOf),
  };
}

describe('toast machine: one message at a time', () => {
  it('starts with nothing on screen and nothing waiting for removal', () => {
    const { actor, visible, dismissed } = startToasts();

    expect(actor.getSnapshot().value).toEqual({ display: 'hidden', cleanup: 'idle' });
    expect(visible()).toBeNull();
    expect(dismissed()).toEqual([]);
  });

  it('shows a message with the default variant and a fresh id', () => {
    const { actor, visible } = startToasts();

    actor.send({ type: 'toast.show', title: said('Saved'), description: said('All good') });

    expect(visible()).toEqual({
      id: 'toast-1',
      title: said('Saved'),
      description: said('All good'),
      variant: 'default',
    });
    expect(actor.getSnapshot().matches({ display: { visible: 'counting' } })).toBe(true);
  });

  it('keeps a destructive variant and gives every message its own id', () => {
    const { actor, visible } = startToasts();

    actor.send({ type: 'toast.show', title: said('First') });
    actor.send({ type: 'toast.show', title: said('Second'), variant: 'destructive' });

    expect(visible()).toMatchObject({
      id: 'toast-2',
      title: said('Second'),
      variant: 'destructive',
    });
  });

  it('closes a message after 5000 ms by default (spec section 9)', () => {
    const { actor, clock, visible, dismissed } = startToasts();
    actor.send({ type: 'toast.show', title: said('Saved') });

    clock.increment(4999);
    expect(titleOf(visible())).toBe('Saved');
    clock.increment(1);

    expect(visible()).toBeNull();
    expect(actor.getSnapshot().matches({ display: 'hidden' })).toBe(true);
    expect(dismissed()).toEqual(['Saved']);
  });

  it("honours a message's own duration", () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', title: said('Short'), duration: 100 });

    clock.increment(99);
    expect(titleOf(visible())).toBe('Short');
    clock.increment(1);

    expect(visible()).toBeNull();
  });

  it('replaces an older message with a newer one; the older waits for removal', () => {
    const { actor, visible, dismissed } = startToasts();

    actor.send({ type: 'toast.show', title: said('First') });
    actor.send({ type: 'toast.show', title: said('Second') });

    expect(titleOf(visible())).toBe('Second');
    expect(dismissed()).toEqual(['First']);
    expect(actor.getSnapshot().matches({ cleanup: 'waiting' })).toBe(true);
  });

  // Issue 13: this behaviour survived every test of the old machine.
  it('restarts the close timer for a newer message instead of keeping the older one', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', title: said('First') });
    clock.increment(4000);

    actor.send({ type: 'toast.show', title: said('Second') });
    clock.increment(4000);

    // 8 s after the first, 4 s after the second: the second has 1 s left.
    expect(titleOf(visible())).toBe('Second');
    clock.increment(999);
    expect(titleOf(visible())).toBe('Second');
    clock.increment(1);
    expect(visible()).toBeNull();
  });

  it('times a newer message with its own duration, not the older one', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', title: said('Long'), duration: 10_000 });

    actor.send({ type: 'toast.show', title: said('Short'), duration: 200 });
    clock.increment(200);

    expect(visible()).toBeNull();
  });

  it('closes at once when dismissed, and a later dismiss does nothing more', () => {
    const { actor, visible, dismissed } = startToasts();
    actor.send({ type: 'toast.show', title: said('Bye') });

    actor.send({ type: 'toast.dismissed' });
    actor.send({ type: 'toast.dismissed' });

    expect(visible()).toBeNull();
    expect(dismissed()).toEqual(['Bye']);
  });

  it('waits while the pointer rests on it and counts the full duration again after', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', title: said('Read me'), duration: 100 });
    clock.increment(50);

    actor.send({ type: 'toast.paused' });
    clock.increment(10_000);
    expect(titleOf(visible())).toBe('Read me');
    expect(actor.getSnapshot().matches({ display: { visible: 'paused' } })).toBe(true);
    actor.send({ type: 'toast.resumed' });
    clock.increment(99);
    expect(titleOf(visible())).toBe('Read me');
    clock.increment(1);

    expect(visible()).toBeNull();
  });

  it('ignores pause and resume when nothing is shown', () => {
    const { actor } = startToasts();

    actor.send({ type: 'toast.paused' });
    actor.send({ type: 'toast.resumed' });

    expect(actor.getSnapshot().value).toEqual({ display: 'hidden', cleanup: 'idle' });
  });

  it('can be dismissed while paused', () => {
    const { actor, visible } = startToasts();
    actor.send({ type: 'toast.show', title: said('Paused') });
    actor.send({ type: 'toast.paused' });

    actor.send({ type: 'toast.dismissed' });

    expect(visible()).toBeNull();
  });

  it('a newer message while paused starts counting again', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', title: said('First') });
    actor.send({ type: 'toast.paused' });

    actor.send({ type: 'toast.show', title: said('Second') });
    clock.increment(5000);

    expect(visible()).toBeNull();
  });
});

describe('toast machine: removing dismissed messages', () => {
  it('removes a dismissed message after 1,000,000 ms (spec section 9)', () => {
    const { actor, clock, dismissed } = startToasts();
    actor.send({ type: 'toast.show', title: said('Bye') });
    actor.send({ type: 'toast.dismissed' });

    clock.increment(999_999);
    expect(dismissed()).toEqual(['Bye']);
    clock.increment(1);

    expect(dismissed()).toEqual([]);
    expect(actor.getSnapshot().matches({ cleanup: 'idle' })).toBe(true);
  });

  it('restarts the wait on each new dismissal, so none leaves before its full delay', () => {
    const { actor, clock, dismissed } = startToasts();
    actor.send({ type: 'toast.show', title: said('One') });
    actor.send({ type: 'toast.dismissed' });
    clock.increment(600_000);

    actor.send({ type: 'toast.show', title: said('Two') });
    actor.send({ type: 'toast.dismissed' });
    clock.increment(600_000);

    expect(dismissed()).toEqual(['One', 'Two']);
    clock.increment(400_000);
    expect(dismissed()).toEqual([]);
  });

  it('keeps a message that closed by itself until the removal delay', () => {
    const { actor, clock, dismissed } = startToasts();
    actor.send({ type: 'toast.show', title: said('Timed') });
    clock.increment(5000);

    expect(dismissed()).toEqual(['Timed']);
    clock.increment(1_000_000);
    expect(dismissed()).toEqual([]);
  });
});
