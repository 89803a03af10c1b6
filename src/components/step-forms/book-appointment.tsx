import { defineMessage } from '@i18n/message';
import type { bookingMachine } from '@machines/booking/booking.machine';
import { selectBookingActor } from '@machines/onboarding/selectors';
import type { ActorRefFrom } from 'xstate';
import { BookingCalendar } from '@/components/booking/booking-calendar';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';
import { useOnboardingSelector } from '@/lib/app-actor';

/** Step 5's answers are not typed: the calendar sets the time, finishing sets completion. */
export const bookAppointmentForm = defineStepForm({
  step: 'bookAppointment',
  submitLabel: defineMessage({
    id: 'step.bookAppointment.complete',
    defaultMessage: 'Complete & Go to Dashboard',
  }),
  savingLabel: defineMessage({
    id: 'step.bookAppointment.completing',
    defaultMessage: 'Completing...',
  }),
  controls: {
    appointmentDate: { kind: 'hidden' },
    has_completed_onboarding: { kind: 'hidden' },
  },
});

type BookingRef = ActorRefFrom<typeof bookingMachine>;

/** Step 5: the scheduling calendar, then "Complete & Go to Dashboard". */
export default function BookAppointmentStep() {
  const booking = useOnboardingSelector(selectBookingActor, undefined) as BookingRef | undefined;
  return (
    <StepForm form={bookAppointmentForm}>
      <BookingCalendar booking={booking} />
    </StepForm>
  );
}
