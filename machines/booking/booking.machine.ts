import { assign, fromCallback, sendParent, sendTo, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { messages } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';

/** Events the embed loader reports back to the booking machine. */
export type BookingEmbedEvent =
  | { type: 'booking.ready' }
  | { type: 'booking.booked'; startTime: string }
  | { type: 'booking.failed' };

export type BookingEvent = BookingEmbedEvent | { type: 'booking.retry' };

export interface BookingEmbedInput {
  /** Counts retries, so the loader can bust a cached failed script. */
  attempt: number;
}

/** Sent to the parent (the app) so the appointment date lands in the profile. */
export interface AppointmentBookedEvent {
  type: 'appointment.booked';
  startTime: string;
}

export interface BookingContext {
  attempt: number;
  startTime: string | null;
}

export const bookingDelays = { bookingLoadTimeout: 15_000 } as const;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    /** Loads the third-party embed script and relays its events (provided by src). */
    loadBookingEmbed: fromCallback<BookingEvent, BookingEmbedInput>(() =>
      notProvided('loadBookingEmbed'),
    ),
  },
  delays: { bookingLoadTimeout: bookingDelays.bookingLoadTimeout },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    keepStartTime: assign({
      startTime: ({ context, event }) =>
        event.type === 'booking.booked' ? event.startTime : context.startTime,
    }),
    showToast: sendTo(toastActor, (_: unknown, params: ToastInput) => ({
      type: 'toast.show',
      ...params,
    })),
    notifyParent: sendParent(
      (_, params: { startTime: string }): AppointmentBookedEvent => ({
        type: 'appointment.booked',
        startTime: params.startTime,
      }),
    ),
  },
}).createMachine({
  id: 'booking',
  description:
    'The embedded scheduling calendar: it loads, the patient books, or it is unavailable (offline, blocked or slow) and the patient can retry or still finish onboarding.',
  context: { attempt: 1, startTime: null },
  initial: 'embedded',
  states: {
    embedded: {
      description: 'The scheduling calendar is on the page (its script loads once per attempt).',
      invoke: {
        src: 'loadBookingEmbed',
        input: ({ context }) => ({ attempt: context.attempt }),
        onError: { target: 'unavailable' },
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'The calendar script is loading.',
          after: { bookingLoadTimeout: { target: '#booking.unavailable' } },
          on: { 'booking.ready': 'ready' },
        },
        ready: {
          description: 'The calendar is shown; the patient can pick a time.',
        },
        booked: {
          description: 'An appointment is booked: "Appointment Booked".',
        },
      },
      on: {
        'booking.failed': 'unavailable',
        'booking.booked': {
          target: '.booked',
          actions: [
            'keepStartTime',
            { type: 'notifyParent', params: ({ event }) => ({ startTime: event.startTime }) },
            { type: 'showToast', params: messages.appointmentBooked },
          ],
        },
      },
    },
    unavailable: {
      description:
        'The calendar could not load (offline, blocked or too slow). The patient can try again or complete onboarding without booking.',
      on: { 'booking.retry': { target: 'embedded', actions: 'countAttempt' } },
    },
  },
});
