import { css } from 'styled-system/css';

/** Shared look of a sidebar row (link or button): 44px tall, current one tinted with the accent. */
export const sidebarItemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '11',
  px: '3',
  borderRadius: 'lg',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: '150ms',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' },
});

export const iconButtonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'lg',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
});
