import { defineSlotRecipe } from '@pandacss/dev';

const tone = (name: 'info' | 'success' | 'danger') => ({
  root: { bg: `${name}.subtle`, borderColor: `${name}.border` },
  icon: { color: `${name}.text` },
  title: { color: `${name}.text` },
});

export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  description: 'Inline message: info, success (green) or error (red).',
  slots: ['root', 'icon', 'content', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      p: '4',
      borderWidth: '1px',
      borderRadius: 'lg',
      color: 'fg.default',
    },
    icon: { flexShrink: '0', width: '5', height: '5', mt: '0.5' },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    title: { fontWeight: 'semibold', lineHeight: '1.4' },
    description: { color: 'fg.default', fontSize: 'md' },
  },
  variants: {
    status: { info: tone('info'), success: tone('success'), error: tone('danger') },
  },
  defaultVariants: { status: 'info' },
});
