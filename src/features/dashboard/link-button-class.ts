import { button } from 'styled-system/recipes';

/** Links that look like buttons (navigation stays a link for assistive tech and new tabs). */
export const outlineLinkButtonClass = button({ variant: 'outline', size: 'sm' });
export const ghostLinkButtonClass = button({ variant: 'ghost', size: 'sm' });
