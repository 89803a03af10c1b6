import {
  type BookingEmbedInput,
  type BookingEvent,
  bookingMachine,
} from '@machines/booking/booking.machine';
import { selectBookedStartTime, selectBookingStatus } from '@machines/booking/selectors';
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { controllableCallback } from './support/controllable';
import { startHosted } from './support/host';
import { spec } from './support/spec-texts';

const startTime = '2025-03-04T15:00:00.000Z';

function startBooking() {
  const embed = controllableCallback<BookingEvent, BookingEmbedInput>();
  const hosted = startHosted(
    bookingMachine.provide({ actors: { loadBookingEmbed: embed.logic } }),
    undefined,
    'booking',
  );
  return { ...hosted, embed, status: () => selectBookingStatus(hosted.snapshot()) };
}

describe('booking machine', () => {
  it('loads the calendar on the first attempt', () => {
    const { status, embed, snapshot } = startBooking();

    expect(status()).toBe('loading');
    expect(embed.starts.map((start) => start.input)).toEqual([{ attempt: 1 }]);
    expect(selectBookedStartTime(snapshot())).toBeNull();
  });

  it('shows the calendar when the embed is ready, and the load timer no longer matters', () => {
    const { status, embed, clock } = startBooking();

    embed.last().send({ type: 'booking.ready' });
    clock.increment(15_000);

    expect(status()).toBe('ready');
  });

  it('gives up after 15 s of loading: the calendar is unavailable', () => {
    const { status, clock, embed } = startBooking();

    clock.increment(14_999);
    expect(status()).toBe('loading');
    clock.increment(1);

    expect(status()).toBe('unavailable');
    expect(embed.last().stopped).toBe(true);
  });

  it('is unavailable when the embed reports a failure, even after it was shown', () => {
    const { status, embed } = startBooking();
    embed.last().send({ type: 'booking.ready' });

    embed.last().send({ type: 'booking.failed' });

    expect(status()).toBe('unavailable');
  });

  it('is unavailable when the loader itself fails', () => {
    const failing = bookingMachine.provide({
      actors: {
        loadBookingEmbed: fromCallback(() => {
          throw new Error('script blocked');
        }),
      },
    });
    const { snapshot } = startHosted(failing, undefined, 'booking');

    expect(selectBookingStatus(snapshot())).toBe('unavailable');
  });

  it('retries with the next attempt number, so the loader can bust a cached failure', () => {
    const { actor, status, embed } = startBooking();
    embed.last().send({ type: 'booking.failed' });

    actor.send({ type: 'booking.retry' });

    expect(status()).toBe('loading');
    expect(embed.starts.map((start) => start.input)).toEqual([{ attempt: 1 }, { attempt: 2 }]);
    actor.send({ type: 'booking.retry' });
    expect(embed.starts).toHaveLength(2);
  });

  it('a booking keeps the time, tells the step and says "Appointment Booked"', () => {
    const { status, embed, snapshot, sentToParent, toasts } = startBooking();
    embed.last().send({ type: 'booking.ready' });

    embed.last().send({ type: 'booking.booked', startTime });

    expect(status()).toBe('booked');
    expect(selectBookedStartTime(snapshot())).toBe(startTime);
    expect(sentToParent('appointment.booked')).toEqual([{ type: 'appointment.booked', startTime }]);
    expect(toasts).toEqual([spec.appointmentBooked]);
  });

  it('a second booking replaces the first time', () => {
    const { embed, snapshot, sentToParent } = startBooking();
    embed.last().send({ type: 'booking.booked', startTime });

    embed.last().send({ type: 'booking.booked', startTime: '2025-03-05T10:00:00.000Z' });

    expect(selectBookedStartTime(snapshot())).toBe('2025-03-05T10:00:00.000Z');
    expect(sentToParent('appointment.booked')).toHaveLength(2);
  });

  it('ignores retry while the calendar is on the page', () => {
    const { actor, embed, snapshot } = startBooking();

    actor.send({ type: 'booking.retry' });

    expect(embed.starts).toHaveLength(1);
    expect(snapshot().context.attempt).toBe(1);
  });
});
