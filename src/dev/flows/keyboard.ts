import type { KeyboardEvent } from 'react';

/** Enter or Space activates an SVG element that acts as a button. */
export function activateOnKey(activate: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  };
}
