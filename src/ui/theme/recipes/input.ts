import { defineRecipe } from '@pandacss/dev';

/** Shared look of every text-like control: input, date input, textarea, select trigger. */
export const inputBase = {
  width: 'full',
  minHeight: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'md',
  lineHeight: '1.5',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: '150ms',
  _placeholder: { color: 'fg.subtle' },
  '&:hover:not(:disabled)': { borderColor: 'fg.muted' },
  '&:focus-visible': { borderColor: 'accent.default' },
  '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.default' },
  '&:disabled, &[data-disabled]': { opacity: '0.6', cursor: 'not-allowed', bg: 'bg.subtle' },
} as const;

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Single-line text, number, email, password and date inputs.',
  base: {
    ...inputBase,
    // Native date pickers follow the page colour scheme (set on <html> by theme-init).
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', opacity: '0.8' },
  },
});

export const textareaRecipe = defineRecipe({
  className: 'textarea',
  description: 'Multi-line text; 120px minimum so family history has room.',
  base: { ...inputBase, minHeight: '120px', py: '2.5', resize: 'vertical' },
});
