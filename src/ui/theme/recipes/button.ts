import { defineRecipe } from '@pandacss/dev';

const enabledHover = '&:hover:not(:disabled, [aria-disabled=true])';
// A busy button ignores presses too (aria-disabled), but must stay readable: it is saying "Saving...".
const inactive = '&:is(:disabled, [aria-disabled=true]):not([aria-busy=true])';
// Filled variants turn neutral when inactive so they never read as the primary action.
const filledInactive = { [inactive]: { bg: 'bg.muted', color: 'fg.muted', opacity: '1' } };

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Actions: solid for the one primary action, outline/ghost for the rest.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: '150ms',
    [inactive]: { opacity: '0.6', cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        [enabledHover]: { bg: 'accent.emphasized' },
        ...filledInactive,
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        [enabledHover]: { bg: 'bg.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'accent.text',
        [enabledHover]: { bg: 'accent.subtle' },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        [enabledHover]: { bg: 'danger.emphasized' },
        ...filledInactive,
      },
    },
    size: {
      // Every size keeps a 44px hit area; only padding and type change.
      sm: { minHeight: '11', px: '3', fontSize: 'sm' },
      md: { minHeight: '11', px: '5', fontSize: 'md' },
      lg: { minHeight: '12', px: '6', fontSize: 'lg' },
      icon: { minHeight: '11', minWidth: '11', px: '0', fontSize: 'md' },
    },
    block: {
      true: { width: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
