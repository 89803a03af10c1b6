import type { BookingEmbedInput, BookingEvent } from '@machines/booking/booking.machine';
import { fromCallback } from 'xstate';

/**
 * Loads the Cal.com embed into the step's container and relays its events to the machine. The
 * work (and the embed loader) lives in its own chunk, fetched when the booking step starts.
 */
export const loadBookingEmbed = fromCallback<BookingEvent, BookingEmbedInput>(({ sendBack }) => {
  let cancelled = false;
  let unmount = () => {};
  import('./booking-embed-session')
    .then(({ mountBookingEmbed }) => mountBookingEmbed(sendBack))
    .then(
      (cleanup) => {
        // The patient may have left the step while the embed was loading.
        if (cancelled) cleanup();
        else unmount = cleanup;
      },
      () => {
        if (!cancelled) sendBack({ type: 'booking.failed' });
      },
    );
  return () => {
    cancelled = true;
    unmount();
  };
});
