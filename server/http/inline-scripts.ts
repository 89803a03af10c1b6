import { createHash } from 'node:crypto';
import { directionOf, matchLocale } from '../../i18n/locales.ts';

/** Where the built index.html lists each language's catalogue chunk (scripts/vite/message-catalogue.ts). */
export const CATALOGUES_ATTRIBUTE = 'data-catalogues';
/** Set on `<html>` when the app's modules wait for the first paint (deferred-modules.ts). */
export const DEFERRED_ATTRIBUTE = 'data-modules-after-paint';

/**
 * The only scripts written into the page itself. Each runs during parsing, so neither costs a
 * request before the first paint; the Content-Security-Policy allows exactly these texts by hash
 * (never 'unsafe-inline'). Change a text and its hash follows (tests/server/inline-scripts.test.ts).
 */

/**
 * Before the first paint: the light or dark class (the page never flashes the wrong theme),
 * `has-session` when a session is stored, which picks the prerendered copy the visitor may see
 * (src/index.css), and the language: `<html lang dir>` name the language the app will show (the
 * one chosen on this device, else the browser's first one the app speaks: the same rule as
 * src/app/effects/language-effects.ts, whose functions' source is written in here), a prerendered
 * copy in another language is hidden, and that language's catalogue starts downloading (unless
 * the app's modules wait for the first paint: the deferred loader fetches it with them). Storage
 * can be blocked (private mode): the OS preference and the browser's languages then apply, and
 * without storage there is no session either.
 */
export const themeInitScript = `(() => {
  let stored = null;
  let session = null;
  let language = null;
  try {
    stored = localStorage.getItem('theme');
    session = localStorage.getItem('token');
    language = localStorage.getItem('language');
  } catch {}
  const preference = stored === 'light' || stored === 'dark' ? stored : 'system';
  const dark =
    preference === 'dark' ||
    (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (session) root.classList.add('has-session');
  const matchLocale = ${matchLocale};
  const directionOf = ${directionOf};
  let catalogues = {};
  try {
    catalogues = JSON.parse(root.getAttribute('${CATALOGUES_ATTRIBUTE}') || '{}');
  } catch {}
  const available = Object.keys(catalogues);
  if (available.length === 0) return;
  const locale = available.includes(language)
    ? language
    : matchLocale(navigator.languages || [navigator.language || ''], available);
  root.lang = locale;
  root.dir = directionOf(locale);
  const copyLanguage = root.getAttribute('data-prerendered-lang');
  if (copyLanguage && copyLanguage !== locale) root.classList.add('prerendered-other-language');
  if (!root.hasAttribute('${DEFERRED_ATTRIBUTE}') && catalogues[locale]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = catalogues[locale];
    document.head.append(link);
  }
})();`;

/** Where index.html loads it in development (Vite serves it, vite.config.ts); the server inlines it. */
export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/** The element listing the app's modules when their loading waits for the first paint. */
export const DEFERRED_MODULES_ELEMENT_ID = 'deferred-modules';

/**
 * Where the loader leaves the session check it starts for a signed-in frame
 * (src/api/early-session.ts takes it).
 */
export const EARLY_SESSION_GLOBAL = 'herdEarlySession';

/**
 * Loads the app's modules (entry first, then what it imports). Behind the sign-in copy, only
 * once the copy has been drawn (two frame callbacks): a module requested before the first paint
 * is counted by Lighthouse's simulation as needed for it, although the copy paints from the HTML
 * and the CSS alone. (The paint-timing entry would be exact but arrived 400-500 ms later under
 * 4x CPU throttling, bench:lcp-observed.) Behind a signed-in frame, at once: the patient's own
 * pages keep their modules' head start (measured: waiting for the paint made them usable
 * 200-500 ms later), and `GET /auth/me` leaves with them instead of after them. At once as well
 * when no copy shows (it is for the other kind of visitor) or the tab is hidden (no frames).
 */
export const deferredModulesScript = `(() => {
  const list = document.getElementById('${DEFERRED_MODULES_ELEMENT_ID}');
  if (!list) return;
  const modules = JSON.parse(list.textContent);
  const add = (element, attributes) => {
    element.crossOrigin = '';
    Object.assign(element, attributes);
    document.head.append(element);
  };
  const copy = document.getElementById('prerendered');
  const signedIn = document.documentElement.classList.contains('has-session');
  const shown =
    copy !== null &&
    copy.dataset.session === (signedIn ? 'signed-in' : 'signed-out') &&
    !document.documentElement.classList.contains('prerendered-other-language');
  const start = () => {
    if (shown && signedIn) {
      let token = null;
      try {
        token = localStorage.getItem('token');
      } catch {}
      if (token) {
        window.${EARLY_SESSION_GLOBAL} = fetch('/auth/me', {
          headers: { accept: 'application/json', authorization: 'Bearer ' + token },
        }).catch(() => null);
      }
    }
    add(document.createElement('script'), { type: 'module', src: modules.entry });
    let catalogues = {};
    try {
      catalogues = JSON.parse(document.documentElement.getAttribute('${CATALOGUES_ATTRIBUTE}') || '{}');
    } catch {}
    const catalogue = catalogues[document.documentElement.lang];
    const preload = catalogue ? [catalogue, ...modules.preload] : modules.preload;
    for (const href of preload) add(document.createElement('link'), { rel: 'modulepreload', href });
  };
  // A frame callback runs just before a frame is drawn; the one of the next frame runs after the
  // first was drawn (and, in practice, shown); the timer then leaves that frame's work behind.
  const afterFirstPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (!shown || signedIn || document.visibilityState === 'hidden') start();
  else afterFirstPaint();
})();`;

/** A CSP source allowing exactly this inline script. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export const inlineScriptHashSources = [themeInitScript, deferredModulesScript].map(
  scriptHashSource,
);
