import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/ui/button';

type CalendarView = 'day' | 'month';

/** Day / Month buttons. The spec gives them no effect yet; they only show which is chosen. */
export function ViewToggle() {
  const [view, setView] = useState<CalendarView>('month');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label="Calendar view"
      className={css({ display: 'flex', gap: '1', mb: '4' })}
    >
      {(['day', 'month'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'solid' : 'outline'}
          aria-pressed={view === option}
          onClick={() => setView(option)}
        >
          {option === 'day' ? 'Day' : 'Month'}
        </Button>
      ))}
    </div>
  );
}
