import { defineMessages } from '@i18n/message';
import type { bookingMachine } from '@machines/booking/booking.machine';
import { selectBookingStatus } from '@machines/booking/selectors';
import { messages } from '@machines/shared/messages';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { registerEmbedElement } from './embed-host';

type BookingRef = ActorRefFrom<typeof bookingMachine>;

const words = defineMessages({
  region: { id: 'booking.region', defaultMessage: 'Book a genetic counseling appointment' },
  loading: { id: 'booking.loading', defaultMessage: 'Loading the booking calendar...' },
  unavailableTitle: {
    id: 'booking.unavailable.title',
    defaultMessage: 'The booking calendar is not available right now',
  },
  unavailableText: {
    id: 'booking.unavailable.text',
    defaultMessage:
      'It could not be loaded, perhaps because you are offline. You can try again, or complete onboarding now and book your appointment later from your dashboard.',
  },
  unavailableTextDashboard: {
    id: 'booking.unavailable.text.dashboard',
    defaultMessage:
      'It could not be loaded, perhaps because you are offline. You can try again now, or close this and schedule later from Appointments.',
  },
  retry: { id: 'booking.retry', defaultMessage: 'Try again' },
});

/**
 * The Cal.com month view, with a loading placeholder and, when it cannot load (offline, blocked,
 * too slow), a clear message with Try again. The embed itself is mounted by the booking machine's
 * loader into the container registered here.
 */
export function BookingCalendar({
  booking: bookingRef,
  within = 'onboarding',
}: {
  booking: BookingRef | undefined;
  /** Where the calendar is: the words of "not available" say what the patient can do there. */
  within?: 'onboarding' | 'dashboard';
}) {
  const t = useText();
  const status = useSelector(bookingRef, (snapshot) =>
    snapshot ? selectBookingStatus(snapshot) : 'loading',
  );

  return (
    <section
      aria-label={t(words.region)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {status === 'loading' && (
        <div
          role="status"
          aria-live="polite"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <span className={css({ srOnly: true })}>{t(words.loading)}</span>
          <Skeleton className={css({ height: '10', width: '60%' })} />
          <Skeleton className={css({ height: '72' })} />
        </div>
      )}
      {status === 'unavailable' && (
        <Alert.Root status="info">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{t(words.unavailableTitle)}</Alert.Title>
            <Alert.Description>
              {t(within === 'dashboard' ? words.unavailableTextDashboard : words.unavailableText)}
            </Alert.Description>
          </Alert.Content>
          <Button
            variant="outline"
            size="sm"
            onClick={() => bookingRef?.send({ type: 'booking.retry' })}
          >
            {t(words.retry)}
          </Button>
        </Alert.Root>
      )}
      {status === 'booked' && (
        <Alert.Root status="success">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{t(messages.appointmentBooked.title)}</Alert.Title>
            <Alert.Description>{t(messages.appointmentBooked.description)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <div
        ref={registerEmbedElement}
        data-testid="booking-embed"
        hidden={status === 'unavailable'}
        className={css({
          minHeight: status === 'ready' ? '96' : '0',
          width: 'full',
          overflow: 'auto',
        })}
      />
    </section>
  );
}
