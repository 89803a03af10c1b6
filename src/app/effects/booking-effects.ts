import { fromCallback } from 'xstate';
import type { BookingEmbedInput, BookingEvent } from '../../../machines/booking/booking.machine';

/**
 * Loads the Cal.com embed into the step's container and relays its events to the machine. The
 * work lives in its own chunk, fetched when the booking step starts.
 */
export const loadBookingEmbed = fromCallback<BookingEvent, BookingEmbedInput>(({ sendBack }) => {
  let cancelled = false;
  let stop = () => {};
  import('./booking-embed-session').then(
    ({ startBookingEmbed }) => {
      if (!cancelled) stop = startBookingEmbed(sendBack);
    },
    () => {
      if (!cancelled) sendBack({ type: 'booking.failed' });
    },
  );
  return () => {
    cancelled = true;
    stop();
  };
});
