import { selectAnatomy } from '@ark-ui/react/select';
import { defineSlotRecipe } from '@pandacss/dev';
import { inputBase } from '@/ui/theme/recipes/input';
import { listboxContent, listboxPositioner } from '@/ui/theme/recipes/listbox';

export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'Ark Select: a button trigger and a listbox popover.',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { fontSize: 'md', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative' },
    trigger: {
      ...inputBase,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      '& [data-placeholder-shown]': { color: 'fg.subtle' },
    },
    valueText: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      display: 'flex',
      color: 'fg.muted',
      transition: 'transform 150ms',
      _open: { transform: 'rotate(180deg)' },
    },
    positioner: listboxPositioner,
    content: { ...listboxContent, maxHeight: '72' },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      minHeight: '11',
      px: '3',
      borderRadius: 'md',
      cursor: 'pointer',
      color: 'fg.default',
      _highlighted: { bg: 'accent.subtle' },
      _selected: { fontWeight: 'semibold', color: 'accent.text' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    itemIndicator: { display: 'flex', color: 'accent.text' },
    itemGroupLabel: {
      px: '3',
      py: '1.5',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'fg.muted',
    },
  },
});
