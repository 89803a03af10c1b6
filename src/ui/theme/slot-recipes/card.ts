import { defineSlotRecipe } from '@pandacss/dev';

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Surface for grouped content: a form step, a dashboard panel.',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      boxShadow: 'card',
      // Clips to the rounded corners without becoming a scroll container: a sticky bar inside
      // sticks to the page, and focus never scrolls the card's own content out of sight.
      overflow: 'clip',
      minWidth: '0',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: { base: '5', sm: '6' },
      pt: '6',
    },
    title: { fontSize: 'xl', fontWeight: 'semibold', lineHeight: '1.3', color: 'fg.default' },
    description: { fontSize: 'md', color: 'fg.muted' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      px: { base: '5', sm: '6' },
      py: '5',
      flex: '1',
    },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '3',
      justifyContent: 'flex-end',
      px: { base: '5', sm: '6' },
      pb: '6',
    },
  },
  variants: {
    size: {
      sm: {
        header: { px: '4', pt: '4' },
        body: { px: '4', py: '4' },
        footer: { px: '4', pb: '4' },
        title: { fontSize: 'lg' },
      },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
});
