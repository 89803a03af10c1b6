import { accordionAnatomy } from '@ark-ui/react/accordion';
import { collapsibleAnatomy } from '@ark-ui/react/collapsible';
import { defineSlotRecipe } from '@pandacss/dev';

const trigger = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  width: 'full',
  minHeight: '12',
  py: '3',
  textAlign: 'start',
  fontWeight: 'semibold',
  color: 'fg.default',
  cursor: 'pointer',
  borderRadius: 'md',
} as const;

const indicator = {
  display: 'flex',
  flexShrink: '0',
  color: 'fg.muted',
  transition: 'transform 200ms',
  _open: { transform: 'rotate(180deg)' },
} as const;

export const accordionRecipe = defineSlotRecipe({
  className: 'accordion',
  description: 'Ark Accordion: one row per variant in the report results.',
  slots: accordionAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    item: { borderBottomWidth: '1px', borderColor: 'border.subtle' },
    itemTrigger: { ...trigger, _hover: { color: 'accent.text' } },
    itemIndicator: indicator,
    itemContent: {
      pb: '4',
      color: 'fg.default',
      _open: { animation: 'fade-in 200ms ease-out' },
    },
  },
});

export const collapsibleRecipe = defineSlotRecipe({
  className: 'collapsible',
  description: 'Ark Collapsible: show/hide one block (e.g. the extracted text).',
  slots: collapsibleAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    trigger: { ...trigger, width: 'auto', color: 'accent.text', fontWeight: 'medium', px: '1' },
    indicator,
    content: { pt: '2', _open: { animation: 'fade-in 200ms ease-out' } },
  },
});
