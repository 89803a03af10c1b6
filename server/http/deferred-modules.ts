import {
  DEFERRED_ATTRIBUTE,
  DEFERRED_MODULES_ELEMENT_ID,
  deferredModulesScript,
} from './inline-scripts.ts';

// The tags Vite writes into index.html for the entry and its static imports.
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html with the app's modules requested only after the first paint
 * (`deferredModulesScript`), for pages whose first screen is prerendered: the copy needs only
 * the HTML and the CSS. Pages without a copy keep Vite's tags (the app paints nothing sooner).
 * A page without an entry module is returned as it is.
 */
export function deferModules(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  const loader =
    `<script type="application/json" id="${DEFERRED_MODULES_ELEMENT_ID}">${list}</script>` +
    `<script>${deferredModulesScript}</script>`;
  return html
    .replace(/<html\b/, `<html ${DEFERRED_ATTRIBUTE}`)
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace('</body>', () => `${loader}</body>`);
}
