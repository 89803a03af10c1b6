import type { bookingMachine } from '@machines/booking/booking.machine';
import type { ActorRefFrom } from 'xstate';
import { BookingCalendar } from '@/components/booking/booking-calendar';
import * as Dialog from '@/ui/dialog';

type BookingRef = ActorRefFrom<typeof bookingMachine>;

/** "Schedule New Appointment": the booking calendar over the Appointments page. */
export function SchedulingDialog({
  booking,
  onClose,
}: {
  booking: BookingRef | undefined;
  onClose(): void;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>Schedule an appointment</Dialog.Title>
        <Dialog.Description>
          Pick a time for a genetic counseling visit. It appears on your calendar once booked.
        </Dialog.Description>
        <BookingCalendar booking={booking} />
        <Dialog.CloseTrigger />
      </Dialog.Popup>
    </Dialog.Root>
  );
}
