import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * The Back / Next row of a step. On phones it sticks to the bottom of the screen so the primary
 * action is always in reach; on wider screens it sits at the end of the card.
 */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-sticky-bar="step-actions"
      className={css({
        position: { base: 'sticky', sm: 'static' },
        // Above the dashboard's tab bar on the Profile page (src/index.css sets it there).
        bottom: 'var(--sticky-tabs, 0px)',
        zIndex: '10',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: { base: '2', sm: '3' },
        mx: { base: '-4', sm: '0' },
        px: { base: '4', sm: '0' },
        py: '3',
        mt: '2',
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.subtle',
        // On phones the primary action takes the rest of the row, so long labels still fit.
        '& > button': { px: { base: '4', sm: '5' }, minWidth: '0', whiteSpace: 'normal' },
        '& > :last-child': { marginInlineStart: 'auto', flex: { base: '1', sm: 'initial' } },
      })}
    >
      {children}
    </div>
  );
}
