import { defineRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'Indeterminate busy indicator; takes the current text colour.',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
  },
  variants: {
    size: {
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '6', height: '6', borderWidth: '2.5px' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'Placeholder block for content that is loading.',
  base: {
    display: 'block',
    bg: 'bg.muted',
    borderRadius: 'md',
    animation: 'pulse 1.6s ease-in-out infinite',
  },
  variants: {
    shape: {
      text: { height: '4', width: 'full' },
      block: { height: '24', width: 'full' },
      circle: { width: '10', height: '10', borderRadius: 'full' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const deadLinkRecipe = defineRecipe({
  className: 'dead-link',
  description: 'Link-like text that intentionally goes nowhere (placeholder destinations).',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '11',
    color: 'fg.muted',
    textDecoration: 'underline',
    textDecorationStyle: 'dotted',
    textUnderlineOffset: '3px',
    cursor: 'not-allowed',
    borderRadius: 'sm',
  },
});
