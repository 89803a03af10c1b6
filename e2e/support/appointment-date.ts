/** The browser's timezone in every e2e test (playwright.config.ts `timezoneId`). */
export const browserTimeZone = 'America/Detroit';

/** "MMMM d, yyyy at h:mm a" in the browser's timezone, computed independently of the app. */
export function formatInBrowserZone(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: browserTimeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
