import { format, isValid, parseISO } from 'date-fns';

/** "Processed on" date in words; null when the server sent nothing usable. */
export function formatProcessedDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMMM d, yyyy 'at' h:mm a") : null;
}
