import { isValid, parseISO } from 'date-fns';
import type { AppIntl } from './intl';

/**
 * A moment in words in the patient's language: "March 4, 2026 at 3:30 PM" in English (the spec's
 * "MMMM d, yyyy at h:mm a"), "4 de marzo de 2026 a las 3:30 p.m." in Spanish, "4 مارس 2026 في
 * 3:30 م" in Arabic. Some browsers put a
 * narrow no-break space before AM/PM; it reads as the space the spec writes.
 */
export function formatDateTime(intl: AppIntl, date: Date): string {
  return intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' }).replace(/\u202f/g, ' ');
}

/** An ISO date string from the server in words; null when it is missing or unreadable. */
export function formatIsoDateTime(intl: AppIntl, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value);
  return isValid(date) ? formatDateTime(intl, date) : null;
}

/**
 * An appointment's moment with its time zone, as the patient's device names it: "December 3,
 * 2026 at 10:30 AM EST", "3 de diciembre de 2026 a las 10:30 a.m. EST", "3 ديسمبر 2026 في 10:30 ص
 * غرينتش-5" (tests/i18n/dates-in-language.test.ts). A patient who travels, or a relative in another state, reads the time
 * the clinic means (the mail notices say the zone too).
 */
export function formatAppointment(intl: AppIntl, value: unknown): string | null {
  const when = formatIsoDateTime(intl, value);
  if (when === null) return null;
  const zone = new Intl.DateTimeFormat(intl.locale, {
    timeZoneName: 'short',
    ...(intl.timeZone ? { timeZone: intl.timeZone } : {}),
  })
    .formatToParts(parseISO(value as string))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}

/** A time of day in the patient's language: "3:30 PM" in English, "3:30 p.m." in Spanish. */
export function formatTimeOfDay(intl: AppIntl, date: Date): string {
  return intl.formatTime(date, { timeStyle: 'short' }).replace(/\u202f/g, ' ');
}
