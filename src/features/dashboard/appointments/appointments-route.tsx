import type { bookingMachine } from '@machines/booking/booking.machine';
import {
  selectAppointmentDate,
  selectBookingActor,
  selectIsScheduling,
} from '@machines/dashboard/selectors';
import type { ActorRefFrom } from 'xstate';
import { useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import { patientAppointments } from './appointment';
import { AppointmentsPage } from './appointments-page';
import { SchedulingDialog } from './scheduling-dialog';

type BookingRef = ActorRefFrom<typeof bookingMachine>;

export default function AppointmentsRoute() {
  const dashboard = useDashboardRef();
  const appointmentDate = useDashboardSelector(selectAppointmentDate, null);
  const scheduling = useDashboardSelector(selectIsScheduling, false);
  const booking = useDashboardSelector(selectBookingActor, undefined) as BookingRef | undefined;
  return (
    <>
      <AppointmentsPage
        appointments={patientAppointments(appointmentDate)}
        onScheduleNew={() => dashboard?.send({ type: 'appointment.schedule' })}
      />
      {scheduling && (
        <SchedulingDialog
          booking={booking}
          onClose={() => dashboard?.send({ type: 'appointment.scheduleClosed' })}
        />
      )}
    </>
  );
}
