import type { BookingEvent } from '@machines/booking/booking.machine';
import { loadApi } from '@/api/lazy';
import { mountCalEmbed } from './cal-embed';
import { whenEmbedElement } from './embed-host';

/**
 * Mounts the Cal.com embed in the step's container once the public config and the element are
 * there, and relays its events. Resolves to the unmount; rejects when the config cannot load.
 */
export async function mountBookingEmbed(
  sendBack: (event: BookingEvent) => void,
): Promise<() => void> {
  const config = await (await loadApi()).fetchPublicConfig();
  const element = await whenEmbedElement();
  return mountCalEmbed(
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
}
