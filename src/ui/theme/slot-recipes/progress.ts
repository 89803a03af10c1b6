import { progressAnatomy } from '@ark-ui/react/progress';
import { defineSlotRecipe } from '@pandacss/dev';

export const progressRecipe = defineSlotRecipe({
  className: 'progress',
  description: 'Ark Progress, linear, with a percentage; a sweeping band when indeterminate.',
  slots: progressAnatomy.keys(),
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '1.5',
      width: 'full',
    },
    label: { fontSize: 'md', fontWeight: 'medium', color: 'fg.default' },
    valueText: {
      gridColumn: '2',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
    },
    track: {
      gridColumn: '1 / -1',
      height: '2.5',
      bg: 'bg.muted',
      borderRadius: 'full',
      overflow: 'hidden',
    },
    range: {
      height: 'full',
      bg: 'accent.default',
      borderRadius: 'full',
      transition: 'width 300ms ease-out',
      '[data-state=complete] &': { bg: 'success.default' },
      // No value: nothing is measured, so no width is claimed; the band only says "busy".
      '&[data-state=indeterminate]': {
        width: '40%',
        animation: 'progress-sweep 1.6s ease-in-out infinite',
        _rtl: { animationName: 'progress-sweep-rtl' },
        // Without motion, stripes over the whole track: busy, and never read as "full".
        _motionReduce: {
          animation: 'none',
          width: 'full',
          bg: 'transparent',
          backgroundImage:
            'repeating-linear-gradient(-45deg, var(--colors-accent-default) 0 6px, transparent 6px 14px)',
          opacity: '0.7',
        },
      },
    },
  },
});
