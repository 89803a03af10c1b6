import { addMonths, format, isSameDay, isSameMonth } from 'date-fns';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { iconButtonClass } from '@/features/dashboard/dashboard-shell-styles';
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

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

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

function dayLabel(day: Date, count: number, isToday: boolean): string {
  const parts = [format(day, 'EEEE, MMMM d, yyyy')];
  if (isToday) parts.push('today');
  if (count > 0) parts.push(count === 1 ? '1 appointment' : `${count} appointments`);
  return parts.join(', ');
}

/**
 * A single-select month grid. One day button is in the tab order (roving tabindex); arrow keys,
 * Home/End and PageUp/PageDown move it, Enter or Space selects.
 */
export function MonthCalendar({
  selectedDate,
  today,
  onSelect,
  appointmentCount,
}: MonthCalendarProps) {
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
    const next = dateForKey(focusedDate, event.key, event.shiftKey);
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
          aria-label="Previous month"
          onClick={() => showMonth(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <h2
          id={headingId}
          aria-live="polite"
          className={css({ fontSize: 'lg', fontWeight: 'semibold' })}
        >
          {format(focusedDate, 'MMMM yyyy')}
        </h2>
        <button
          type="button"
          className={iconButtonClass}
          aria-label="Next month"
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
            {weekdays.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className={css({
                  fontSize: 'sm',
                  fontWeight: 'medium',
                  color: 'fg.muted',
                  pb: '1',
                })}
              >
                {short}
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
                      {format(day, 'd')}
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
