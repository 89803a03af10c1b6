import { comboboxAnatomy } from '@ark-ui/react/combobox';
import { defineSlotRecipe } from '@pandacss/dev';
import { inputBase } from '@/ui/theme/recipes/input';
import { listboxContent, listboxPositioner } from '@/ui/theme/recipes/listbox';

export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  description: 'Ark Combobox: a text box that suggests options in a listbox under it.',
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { fontSize: 'md', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative', flex: '1', minWidth: '0' },
    input: { ...inputBase },
    positioner: listboxPositioner,
    content: { ...listboxContent, maxHeight: 'min(24rem, 60dvh)' },
    item: {
      // Two-line items must not be squeezed by the scrolling list.
      flexShrink: '0',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: '2',
      rowGap: '0.5',
      minHeight: '11',
      px: '3',
      py: '2',
      borderRadius: 'md',
      cursor: 'pointer',
      color: 'fg.default',
      _highlighted: { bg: 'accent.subtle', outline: '2px solid', outlineColor: 'accent.default' },
    },
    itemText: { fontWeight: 'medium' },
    empty: { flexShrink: '0', px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
  },
});
