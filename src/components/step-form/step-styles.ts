import { css } from 'styled-system/css';

/** The fields of a step, one column, evenly spaced. */
export const stepFormClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });

/** Two fields side by side from 640px, stacked on phones. */
export const fieldPairClass = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
});

export const srOnlyClass = css({ srOnly: true });
