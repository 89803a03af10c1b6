import { css } from 'styled-system/css';

/**
 * Labels and answers, side by side from 640 px. An answer is the patient's own text: a long word
 * (a 100-character name) wraps inside the card instead of widening it past the screen.
 */
export const answerListClass = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: '14rem minmax(0, 1fr)' },
  '& dd': { overflowWrap: 'anywhere' },
});

export const answerLabelClass = css({ fontWeight: 'medium', color: 'fg.muted' });
