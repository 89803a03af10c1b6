import { avatarAnatomy } from '@ark-ui/react/avatar';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'Ark Avatar: photo with initials fallback.',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'accent.muted',
      color: 'accent.text',
      fontWeight: 'semibold',
      userSelect: 'none',
    },
    image: { width: 'full', height: 'full', objectFit: 'cover' },
    fallback: { lineHeight: '1', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      sm: { root: { width: '8', height: '8', fontSize: 'xs' } },
      md: { root: { width: '10', height: '10', fontSize: 'sm' } },
      lg: { root: { width: '14', height: '14', fontSize: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
});
