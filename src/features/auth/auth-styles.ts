import { css } from 'styled-system/css';

export const formStack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  paddingTop: '4',
});
