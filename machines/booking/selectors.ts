import type { SnapshotFrom } from 'xstate';
import type { bookingMachine } from './booking.machine';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

export type BookingStatus = 'loading' | 'ready' | 'booked' | 'unavailable';

export function selectBookingStatus(snapshot: BookingSnapshot): BookingStatus {
  if (snapshot.matches({ embedded: 'ready' })) return 'ready';
  if (snapshot.matches({ embedded: 'booked' })) return 'booked';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'loading';
}

export const selectBookedStartTime = (snapshot: BookingSnapshot): string | null =>
  snapshot.context.startTime;
