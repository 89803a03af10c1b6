import { defineSlotRecipe } from '@pandacss/dev';

export const stepProgressRecipe = defineSlotRecipe({
  className: 'step-progress',
  description: 'Onboarding progress: "Step n of 5", a bar, and the step list with ticks.',
  slots: ['root', 'header', 'counter', 'track', 'range', 'list', 'item', 'marker', 'label'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', width: 'full' },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' },
    counter: { fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text' },
    track: { height: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: {
      height: 'full',
      bg: 'accent.default',
      borderRadius: 'full',
      transition: 'width 300ms ease-out',
    },
    list: {
      display: 'grid',
      gridTemplateColumns: 'repeat(var(--step-count), minmax(0, 1fr))',
      gap: '2',
      listStyle: 'none',
    },
    item: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '1.5',
      textAlign: 'center',
      color: 'fg.muted',
      '&[data-state=complete]': { color: 'fg.default' },
      '&[aria-current=step]': { color: 'accent.text', fontWeight: 'semibold' },
    },
    marker: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      fontSize: 'sm',
      fontWeight: 'semibold',
      '[data-state=complete] &': {
        bg: 'accent.default',
        borderColor: 'accent.default',
        color: 'accent.fg',
      },
      '[aria-current=step] &': {
        borderColor: 'accent.default',
        color: 'accent.text',
        bg: 'accent.subtle',
      },
    },
    // Phones: names stay for screen readers only (the page heading names the current one).
    label: {
      fontSize: 'sm',
      lineHeight: '1.3',
      position: { base: 'absolute', md: 'static' },
      width: { base: '1px', md: 'auto' },
      height: { base: '1px', md: 'auto' },
      overflow: { base: 'hidden', md: 'visible' },
      clip: { base: 'rect(0, 0, 0, 0)', md: 'auto' },
      whiteSpace: { base: 'nowrap', md: 'normal' },
    },
  },
});
