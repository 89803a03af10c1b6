import { format, isValid, parseISO } from 'date-fns';

/** "March 4, 2026 at 3:30 PM" (spec format), or null for a missing or unreadable date. */
export function formatAppointmentDate(value: string | null): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMMM d, yyyy 'at' h:mm a") : null;
}
