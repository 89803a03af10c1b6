import { scrollAreaAnatomy } from '@ark-ui/react/scroll-area';
import { defineSlotRecipe } from '@pandacss/dev';

export const scrollAreaRecipe = defineSlotRecipe({
  className: 'scroll-area',
  description: 'Ark ScrollArea with a slim custom scrollbar; height comes from the component prop.',
  slots: scrollAreaAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      overflow: 'hidden',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      bg: 'bg.surface',
    },
    viewport: {
      height: 'full',
      width: 'full',
      overflow: 'auto',
      scrollbarWidth: 'none',
      borderRadius: 'inherit',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    content: { p: '4' },
    scrollbar: {
      display: 'flex',
      userSelect: 'none',
      touchAction: 'none',
      p: '0.5',
      '&[data-orientation=vertical]': { width: '2.5' },
      '&[data-orientation=horizontal]': { height: '2.5', flexDirection: 'column' },
    },
    thumb: {
      flex: '1',
      bg: 'border.strong',
      borderRadius: 'full',
      opacity: '0.7',
      _hover: { opacity: '1' },
    },
  },
});
