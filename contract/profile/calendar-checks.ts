const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date and time with seconds optional, fraction optional, and Z or a real UTC offset.
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** "YYYY-MM-DD" naming a day that exists (no Feb 31). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Compared as calendar days, so a patient born "today" anywhere on earth is accepted. */
export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return value < tomorrow;
}

/**
 * An ISO 8601 date and time that exists: a real day, hours 0-23, minutes and seconds 0-59, a UTC
 * offset of at most 14 hours, and a year from 1900 to 9999 (no year 0000), as written and in UTC.
 */
export function isRealTimestamp(value: string): boolean {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part));
  if (year === undefined || year < 1900) return false;
  if (!isCalendarDay(year, month ?? 0, day ?? 0)) return false;
  if ((hour ?? 99) > 23 || (minute ?? 99) > 59 || (second ?? 0) > 59) return false;
  if (match[7] !== 'Z') {
    const offsetMinutes = Number(match[8]) * 60 + Number(match[9]);
    if (Number(match[9]) > 59 || offsetMinutes > 14 * 60) return false;
  }
  // The instant itself must be in those years too: 9999-12-31T10:00-14:00 is in year 10000 in UTC,
  // which a database's timestamp column cannot hold.
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return false;
  const utcYear = new Date(instant).getUTCFullYear();
  return utcYear >= 1900 && utcYear <= 9999;
}
