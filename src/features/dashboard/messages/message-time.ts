import { defineMessage } from '@i18n/message';
import { formatTimeOfDay } from '@/lib/i18n/dates';
import { formatText } from '@/lib/i18n/format-text';
import type { AppIntl } from '@/lib/i18n/intl';
import type { MessageTime } from './sample-messages';

const notSent = defineMessage({
  id: 'messages.notSent',
  defaultMessage: 'Not sent · {time}',
  description: 'Under a message the patient wrote, which goes nowhere yet: "Not sent · 2:05 PM".',
});

/** A Monday, for the weekday of a sample message. */
const aMonday = new Date(2026, 0, 5);

/** When a message was written, as its bubble says it. */
export function messageTimeText(intl: AppIntl, time: MessageTime): string {
  if ('at' in time) {
    const date = new Date(2026, 0, 5, time.at.hours, time.at.minutes);
    return formatTimeOfDay(intl, date);
  }
  if ('weekday' in time) return intl.formatDate(aMonday, { weekday: 'short' });
  if ('said' in time) return formatText(intl, time.said);
  return formatText(intl, notSent, { time: formatTimeOfDay(intl, time.notSentAt) });
}
