import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import { selectBookedStartTime, selectBookingStatus } from '@machines/booking/selectors';
import { selectIsDark, selectThemePreference } from '@machines/theme/selectors';
import { themeMachine } from '@machines/theme/theme.machine';

function startBooking(loader: 'silent' | 'ready' | 'throws') {
  const clock = new SimulatedClock();
  const machine = bookingMachine.provide({
    actors: {
      loadBookingEmbed: fromCallback(({ sendBack }) => {
        if (loader === 'throws') throw new Error('script blocked');
        if (loader === 'ready') sendBack({ type: 'booking.ready' });
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, status: () => selectBookingStatus(actor.getSnapshot()) };
}

describe('booking machine', () => {
  it('is unavailable when the script does not load within 15000 ms, and can retry', () => {
    const { actor, clock, status } = startBooking('silent');
    clock.increment(14_999);
    expect(status()).toBe('loading');
    clock.increment(1);
    expect(status()).toBe('unavailable');
    actor.send({ type: 'booking.retry' });
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().context.attempt).toBe(2);
  });

  it('is unavailable when the script fails', () => {
    const { status } = startBooking('throws');
    expect(status()).toBe('unavailable');
  });

  it('becomes ready, then booked with the start time', () => {
    const { actor, status } = startBooking('ready');
    expect(status()).toBe('ready');
    actor.send({ type: 'booking.booked', startTime: '2026-12-01T15:00:00.000Z' });
    expect(status()).toBe('booked');
    expect(selectBookedStartTime(actor.getSnapshot())).toBe('2026-12-01T15:00:00.000Z');
  });
});

function startTheme(stored: 'light' | 'dark' | 'system' | null, osPrefersDark: boolean) {
  const applied: boolean[] = [];
  const stored_: string[] = [];
  const machine = themeMachine.provide({
    actions: {
      applyTheme: (_, params) => applied.push(params.dark),
      storeTheme: (_, params) => stored_.push(params.theme),
    },
  });
  const actor = createActor(machine, { input: { stored, osPrefersDark } }).start();
  return { actor, applied, stored: stored_ };
}

describe('theme machine', () => {
  it('defaults to system and follows the OS preference as it changes', () => {
    const { actor, applied } = startTheme(null, true);
    expect(selectThemePreference(actor.getSnapshot())).toBe('system');
    actor.send({ type: 'theme.os.changed', dark: false });
    expect(selectIsDark(actor.getSnapshot())).toBe(false);
    expect(applied).toEqual([true, false]);
  });

  it('restores a stored choice and saves a new one', () => {
    const { actor, applied, stored } = startTheme('dark', false);
    expect(applied).toEqual([true]);
    actor.send({ type: 'theme.selected', theme: 'light' });
    expect(selectThemePreference(actor.getSnapshot())).toBe('light');
    expect(stored).toEqual(['light']);
    actor.send({ type: 'theme.os.changed', dark: true });
    expect(applied).toEqual([true, false]);
  });
});
