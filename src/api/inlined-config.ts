/** The element the server writes the public settings into (server/http/app-shell.ts). */
const ELEMENT_ID = 'public-config';

/**
 * The public settings the server wrote into the page, unchecked (callers validate what they
 * use), or null when the page has none (development server, or the server did not have them in
 * time): then they are fetched.
 */
export function readInlinedConfig(): unknown {
  const text = globalThis.document?.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
