/** Shared look of the option lists that open under a control (Select, Combobox). */
export const listboxContent = {
  // zag's positioner takes its z-index from the content (--z-index); on the positioner
  // itself it is overridden, and the list went under the sticky Back/Next bar on phones.
  zIndex: 'dropdown',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '1',
  overflowY: 'auto',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  boxShadow: 'overlay',
  outline: 'none',
  _open: { animation: 'fade-in 120ms ease-out' },
} as const;

export const listboxPositioner = { width: 'var(--reference-width)' } as const;
