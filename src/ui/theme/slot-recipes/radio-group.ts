import { radioGroupAnatomy } from '@ark-ui/react/radio-group';
import { defineSlotRecipe } from '@pandacss/dev';

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  description: 'Ark RadioGroup as bordered choice rows (yes/no questions).',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontSize: 'md', fontWeight: 'medium', color: 'fg.default', mb: '1' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minHeight: '11',
      px: '4',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      bg: 'bg.surface',
      cursor: 'pointer',
      transitionProperty: 'border-color, background-color',
      transitionDuration: '150ms',
      _hover: { borderColor: 'border.strong' },
      _checked: { borderColor: 'accent.default', bg: 'accent.subtle' },
      _disabled: { opacity: '0.6', cursor: 'not-allowed' },
    },
    itemControl: {
      flexShrink: '0',
      width: '5',
      height: '5',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      _checked: {
        borderColor: 'accent.default',
        bg: 'accent.default',
        boxShadow: 'inset 0 0 0 3px var(--colors-bg-surface)',
      },
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    itemText: { fontSize: 'md', color: 'fg.default' },
    indicator: { display: 'none' },
  },
  variants: {
    orientation: {
      vertical: { root: { flexDirection: 'column' } },
      horizontal: {
        root: { flexDirection: 'row', flexWrap: 'wrap' },
        item: { flex: '1', minWidth: '32' },
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
