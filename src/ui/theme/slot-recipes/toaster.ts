import { defineSlotRecipe } from '@pandacss/dev';

export const toasterRecipe = defineSlotRecipe({
  className: 'toaster',
  description: 'Renders the one visible toast; the queue lives in an XState machine.',
  slots: ['viewport', 'root', 'content', 'title', 'description', 'actions', 'closeTrigger'],
  base: {
    viewport: {
      position: 'fixed',
      zIndex: 'toast',
      // A message never covers what the patient needs: primary actions (Next, Complete, Save),
      // the step counter, the greeting, the field in use. Phones: at the bottom, just above the
      // bars that stay there (the page sets --bottom-bars to their height), so the top of a new
      // step or page stays clear; at the top when the patient works in the lower half
      // (data-placement, chosen by the Toaster). Wider screens: the top right corner, over the
      // header's end. At the top, below the controls a page marks data-toasts-keep-clear (the
      // Toaster sets --toast-top to their lower edge): the language menu stays usable.
      insetX: { base: '3', sm: 'auto' },
      insetEnd: { sm: '6' },
      bottom: { base: 'calc(var(--bottom-bars, 0px) + 0.75rem)', sm: 'auto' },
      top: { base: 'auto', sm: 'calc(var(--toast-top, 0px) + 0.75rem)' },
      width: { sm: '96' },
      '&[data-placement=top]': { top: 'calc(var(--toast-top, 0px) + 0.75rem)', bottom: 'auto' },
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      pointerEvents: 'none',
      outline: 'none',
    },
    root: {
      pointerEvents: 'auto',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      borderWidth: '1px',
      borderRadius: 'xl',
      boxShadow: 'overlay',
      animation: 'slide-in 200ms ease-out',
      touchAction: 'pan-y',
      userSelect: 'none',
    },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minWidth: '0' },
    title: { fontWeight: 'semibold' },
    description: { fontSize: 'md' },
    actions: { display: 'flex', gap: '2', mt: '2' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '11',
      height: '11',
      // A 44px target that takes one line of the toast's height: a title alone stays one line.
      my: '-2.5',
      me: '-2',
      borderRadius: 'md',
      cursor: 'pointer',
      color: 'inherit',
      opacity: '0.8',
      _hover: { opacity: '1', bg: 'bg.subtle' },
    },
  },
  variants: {
    variant: {
      default: {
        root: { bg: 'bg.surface', color: 'fg.default', borderColor: 'border.subtle' },
        description: { color: 'fg.muted' },
      },
      destructive: {
        root: { bg: 'danger.default', color: 'danger.fg', borderColor: 'danger.default' },
        description: { color: 'danger.fg' },
        closeTrigger: { _hover: { bg: 'danger.emphasized' } },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});
