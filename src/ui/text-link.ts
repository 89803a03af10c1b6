import { css } from 'styled-system/css';

/** A link in running text ("Forgot password?", "Back to sign in", "Terms of Service"). */
export const textLink = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
});
