import { comboboxAnatomy } from '@ark-ui/react/combobox';
import { defineSlotRecipe } from '@pandacss/dev';
import { inputBase } from '@/ui/theme/recipes/input';

export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  description: 'Ark Combobox: a text box that suggests options in a listbox under it.',
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { fontSize: 'md', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative', flex: '1', minWidth: '0' },
    input: { ...inputBase },
    positioner: { width: 'var(--reference-width)' },
    content: {
      // zag's positioner takes its z-index from the content (--z-index); on the positioner
      // itself it is overridden, and the list went under the sticky Back/Next bar on phones.
      zIndex: 'dropdown',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      p: '1',
      maxHeight: 'min(24rem, 60dvh)',
      overflowY: 'auto',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'fade-in 120ms ease-out' },
    },
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
