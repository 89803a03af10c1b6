import { addDays, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';

/** The weeks of a month grid, Sunday first; days outside the month are null (blank cells). */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (Date | null)[][] = [];
  for (let weekStart = startOfWeek(first); weekStart <= last; weekStart = addDays(weekStart, 7)) {
    const week: (Date | null)[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const day = addDays(weekStart, offset);
      week.push(day >= first && day <= last ? day : null);
    }
    weeks.push(week);
  }
  return weeks;
}
