import { css } from 'styled-system/css';

export const formStack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  paddingTop: '4',
});

/** A link in running text around signing in ("Forgot password?", "Back to sign in"). */
export const textLink = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
});
