import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from 'date-fns';

/** Where a key press moves the focused day (WAI-ARIA date grid keys); null for other keys. */
export function dateForKey(date: Date, key: string, shiftKey: boolean): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return endOfWeek(date);
    case 'PageUp':
      return shiftKey ? addYears(date, -1) : addMonths(date, -1);
    case 'PageDown':
      return shiftKey ? addYears(date, 1) : addMonths(date, 1);
    default:
      return null;
  }
}
