import type { BookingEvent } from '../../../machines/booking/booking.machine';
import { loadApi } from '../../api/lazy';
import { whenEmbedElement } from './embed-host';

/**
 * Mounts the Cal.com embed in the step's container once the public config and the element are
 * there, and relays its events. Returns the cleanup.
 */
export function startBookingEmbed(sendBack: (event: BookingEvent) => void): () => void {
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
}
