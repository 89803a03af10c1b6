import { defineMessages } from '@i18n/message';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';

type CalendarView = 'day' | 'month';

const words = defineMessages({
  group: { id: 'appointments.view.group', defaultMessage: 'Calendar view' },
  day: { id: 'appointments.view.day', defaultMessage: 'Day' },
  month: { id: 'appointments.view.month', defaultMessage: 'Month' },
});

/** Day / Month buttons. The spec gives them no effect yet; they only show which is chosen. */
export function ViewToggle() {
  const t = useText();
  const [view, setView] = useState<CalendarView>('month');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={t(words.group)}
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
          {t(words[option])}
        </Button>
      ))}
    </div>
  );
}
