/**
 * A chunk of the app's code, downloaded only while the browser believes it is online.
 *
 * Some browsers remember a module that failed to download for the rest of the page's life
 * (Chromium 150 does; 156 tries again): an import tried offline then fails again once the
 * patient is back online, and signing in stays impossible until the page is reloaded. While
 * `navigator.onLine` is false the import is not tried at all: the call fails at once, as a
 * request that cannot reach the server does ("We could not reach herd Health"), and the next try
 * online downloads the chunk afresh. A connection that drops without the browser noticing is not
 * covered (docs/decisions.md).
 */
export function importOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? Promise.reject(new TypeError('Offline: the code was not downloaded'))
      : load();
}
