import { defineMessages } from '@i18n/message';
import { addDays, addMonths, isSameDay, isSameMonth, startOfWeek } from 'date-fns';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { iconButtonClass } from '@/features/dashboard/dashboard-shell-styles';
import { keyInReadingDirection } from '@/lib/i18n/direction';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import { dateForKey } from './calendar-keys';
import { monthWeeks } from './month-weeks';

export interface MonthCalendarProps {
  selectedDate: Date;
  today: Date;
  onSelect(date: Date): void;
  /** How many appointments fall on a day (0 = none); such days are highlighted. */
  appointmentCount(date: Date): number;
}

const words = defineMessages({
  previous: { id: 'appointments.calendar.previousMonth', defaultMessage: 'Previous month' },
  next: { id: 'appointments.calendar.nextMonth', defaultMessage: 'Next month' },
  day: {
    id: 'appointments.calendar.day',
    defaultMessage:
      '{date}{today, select, yes {, today} other {}}{count, plural, =0 {} one {, # appointment} other {, # appointments}}',
    description:
      'A day button of the calendar for screen readers: "Wednesday, March 4, 2026, today, 1 appointment".',
  },
});

/** The seven days of a week, Sunday first (the grid's columns), from a known week. */
const weekDays = Array.from({ length: 7 }, (_, index) =>
  addDays(startOfWeek(new Date(2026, 0, 4)), index),
);

const dayButtonClass = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'full',
  minWidth: '10',
  minHeight: '11',
  borderRadius: 'lg',
  fontVariantNumeric: 'tabular-nums',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[data-today]': { fontWeight: 'bold', color: 'accent.text' },
  '&[data-has-appointments]': {
    bg: 'accent.subtle',
    fontWeight: 'semibold',
    _after: {
      content: '""',
      position: 'absolute',
      bottom: '1',
      width: '1.5',
      height: '1.5',
      borderRadius: 'full',
      bg: 'accent.default',
    },
  },
  '&[aria-pressed=true]': {
    bg: 'accent.default',
    color: 'accent.fg',
    _after: { bg: 'accent.fg' },
    // The selected day keeps its white-on-accent colours under the pointer.
    _hover: { bg: 'accent.emphasized', color: 'accent.fg' },
  },
});

/**
 * A single-select month grid. One day button is in the tab order (roving tabindex); arrow keys,
 * Home/End and PageUp/PageDown move it, Enter or Space selects.
 */
/**
 * A column's weekday, short: "Mon", "lun". Arabic has no abbreviations (its short name is the whole
 * name, and seven of them overlap at 390 px): there the narrow form, one letter, as Arabic
 * calendars print it. The full name stays the header's `abbr`.
 */
function weekdayHeading(intl: ReturnType<typeof useIntl>, weekday: Date): string {
  const short = intl.formatDate(weekday, { weekday: 'short' });
  return short === intl.formatDate(weekday, { weekday: 'long' })
    ? intl.formatDate(weekday, { weekday: 'narrow' })
    : short;
}

export function MonthCalendar({
  selectedDate,
  today,
  onSelect,
  appointmentCount,
}: MonthCalendarProps) {
  const intl = useIntl();
  const t = useText();
  const dayLabel = (day: Date, count: number, isToday: boolean) =>
    t(words.day, {
      date: intl.formatDate(day, { dateStyle: 'full' }),
      today: isToday ? 'yes' : 'no',
      count,
    });
  const headingId = useId();
  const [focusedDate, setFocusedDate] = useState(selectedDate);
  const [previousSelected, setPreviousSelected] = useState(selectedDate);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  // The day panel can change the selection too; the grid follows it.
  if (!isSameDay(previousSelected, selectedDate)) {
    setPreviousSelected(selectedDate);
    setFocusedDate(selectedDate);
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const focusDate = (date: Date) => {
    moveFocus.current = true;
    setFocusedDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const key = keyInReadingDirection(event.key, event.currentTarget);
    const next = dateForKey(focusedDate, key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusDate(next);
  };

  const showMonth = (offset: number) => setFocusedDate(addMonths(focusedDate, offset));

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}
      >
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t(words.previous)}
          onClick={() => showMonth(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <h2
          id={headingId}
          aria-live="polite"
          className={css({ fontSize: 'lg', fontWeight: 'semibold' })}
        >
          {intl.formatDate(focusedDate, { month: 'long', year: 'numeric' })}
        </h2>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t(words.next)}
          onClick={() => showMonth(1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid pattern.
        role="grid"
        aria-labelledby={headingId}
        className={css({
          width: 'full',
          borderCollapse: 'separate',
          borderSpacing: '1',
          tableLayout: 'fixed',
        })}
      >
        <thead>
          <tr>
            {weekDays.map((weekday) => (
              <th
                key={weekday.getDay()}
                scope="col"
                abbr={intl.formatDate(weekday, { weekday: 'long' })}
                className={css({
                  fontSize: 'sm',
                  fontWeight: 'medium',
                  color: 'fg.muted',
                  pb: '1',
                })}
              >
                {weekdayHeading(intl, weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focusedDate).map((week) => (
            <tr key={week.find(Boolean)?.toISOString()}>
              {week.map((day, index) => {
                if (!day || !isSameMonth(day, focusedDate)) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only a position.
                  return <td key={`blank-${index}`} />;
                }
                const selected = isSameDay(day, selectedDate);
                const isToday = isSameDay(day, today);
                const count = appointmentCount(day);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the roving button inside is the focus target.
                  <td
                    key={day.toISOString()}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: date grid cell; its button takes focus.
                    role="gridcell"
                    aria-selected={selected}
                  >
                    <button
                      type="button"
                      tabIndex={isSameDay(day, focusedDate) ? 0 : -1}
                      aria-pressed={selected}
                      aria-label={dayLabel(day, count, isToday)}
                      data-today={isToday || undefined}
                      data-has-appointments={count > 0 || undefined}
                      className={dayButtonClass}
                      onClick={() => {
                        setFocusedDate(day);
                        onSelect(day);
                      }}
                      onKeyDown={onKeyDown}
                    >
                      {intl.formatDate(day, { day: 'numeric' })}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
