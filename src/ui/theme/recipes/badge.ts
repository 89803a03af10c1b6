import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Short status labels (Virtual, In-person, Complete).',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    px: '2.5',
    py: '0.5',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.subtle' },
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.muted' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.border' },
      info: { bg: 'info.subtle', color: 'info.text', borderColor: 'info.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
