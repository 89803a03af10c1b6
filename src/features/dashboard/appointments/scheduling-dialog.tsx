import { defineMessages } from '@i18n/message';
import type { bookingMachine } from '@machines/booking/booking.machine';
import type { ActorRefFrom } from 'xstate';
import { BookingCalendar } from '@/components/booking/booking-calendar';
import { useText } from '@/lib/i18n/use-text';
import * as Dialog from '@/ui/dialog';

type BookingRef = ActorRefFrom<typeof bookingMachine>;

const words = defineMessages({
  title: { id: 'appointments.scheduling.title', defaultMessage: 'Schedule an appointment' },
  text: {
    id: 'appointments.scheduling.text',
    defaultMessage:
      'Pick a time for a genetic counseling visit. It appears on your calendar once booked.',
  },
});

/** "Schedule New Appointment": the booking calendar over the Appointments page. */
export function SchedulingDialog({
  booking,
  onClose,
}: {
  booking: BookingRef | undefined;
  onClose(): void;
}) {
  const t = useText();
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>{t(words.title)}</Dialog.Title>
        <Dialog.Description>{t(words.text)}</Dialog.Description>
        <BookingCalendar booking={booking} within="dashboard" />
        <Dialog.CloseTrigger />
      </Dialog.Popup>
    </Dialog.Root>
  );
}
