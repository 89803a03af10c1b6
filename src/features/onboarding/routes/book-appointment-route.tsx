import { BookAppointmentStep } from '../book-appointment/book-appointment-step';

export default function BookAppointmentRoute() {
  return <BookAppointmentStep />;
}
