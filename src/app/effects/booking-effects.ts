import { fromCallback } from 'xstate';
import type { BookingEmbedInput, BookingEvent } from '../../../machines/booking/booking.machine';
import { loadApi } from '../../api/lazy';
import { whenEmbedElement } from './embed-host';

/** Loads the Cal.com embed into the step's container and relays its events to the machine. */
export const loadBookingEmbed = fromCallback<BookingEvent, BookingEmbedInput>(({ sendBack }) => {
  let cancelled = false;
  let unmount = () => {};
  (async () => {
    const [api, { mountCalEmbed }] = await Promise.all([
      loadApi(),
      import('../../features/booking/cal-embed'),
    ]);
    const config = await api.fetchPublicConfig();
    const element = await whenEmbedElement();
    if (cancelled) return;
    unmount = mountCalEmbed(
      {
        embedUrl: config.cal.embedUrl,
        namespace: config.cal.namespace,
        calLink: config.cal.link,
        element,
      },
      {
        onReady: () => sendBack({ type: 'booking.ready' }),
        onBooked: (startTime) =>
          sendBack({ type: 'booking.booked', startTime: startTime ?? new Date().toISOString() }),
        onFailed: () => sendBack({ type: 'booking.failed' }),
      },
    );
  })().catch(() => {
    if (!cancelled) sendBack({ type: 'booking.failed' });
  });
  return () => {
    cancelled = true;
    unmount();
  };
});
