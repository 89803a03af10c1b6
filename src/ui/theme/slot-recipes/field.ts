import { fieldAnatomy } from '@ark-ui/react/field';
import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'Label + control + helper/error text, wired together by Ark Field.',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      fontSize: 'md',
      fontWeight: 'medium',
      color: 'fg.default',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.text', ms: '0.5' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'danger.text',
    },
  },
});
