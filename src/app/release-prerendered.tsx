import { useLayoutEffect } from 'react';

/** The server's prerendered first screen (server/http/prerendered.ts), in front of the root. */
const PRERENDERED_ELEMENT_ID = 'prerendered';

/**
 * Rendered with every real page: the prerendered copy of the first screen goes away in the same
 * frame as React's own page appears (a layout effect runs before paint), so nothing flashes or
 * shifts. Until then the app renders behind the copy, unseen, at the same place (src/index.css).
 */
export function ReleasePrerendered() {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_ELEMENT_ID)?.remove();
  }, []);
  return null;
}
