import { tabsAnatomy } from '@ark-ui/react/tabs';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Underlined tabs (Upcoming / Past / All).',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.subtle',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '11',
      px: '4',
      mb: '-1px',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      color: 'fg.muted',
      fontWeight: 'medium',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderTopRadius: 'md',
      transitionProperty: 'color, border-color, background-color',
      transitionDuration: '150ms',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      _selected: { color: 'accent.text', borderColor: 'accent.default', fontWeight: 'semibold' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    content: { pt: '5', _focusVisible: { borderRadius: 'md' } },
    indicator: { display: 'none' },
  },
});
