import fs from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer, type ViteDevServer } from 'vite';
import {
  PRERENDERED_LOCALE,
  type PrerenderedPage,
  prerenderedFile,
  prerenderedPages,
} from '../server/http/prerendered.ts';

/**
 * After `vite build`: renders the first screen of each prerendered page with the real components
 * (src/prerender/first-screen.tsx) into dist/client/prerender/, once per variant of the public
 * settings the page reads. The server puts the matching one into index.html.
 */
const clientDir = path.resolve('dist/client');

/** Any token: the frame is what shows before the server has judged it. */
const STORED_TOKEN = 'prerender';

function simulateDocument(url: string, configJson: string, token: string | null): void {
  const dom = new JSDOM(
    `<!doctype html><html><head><script type="application/json" id="public-config">${configJson}</script></head><body><div id="root"></div></body></html>`,
    { url },
  );
  const { window } = dom;
  window.matchMedia = () => ({ matches: false }) as unknown as MediaQueryList;
  if (token) window.localStorage.setItem('token', token);
  Object.assign(globalThis, {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    matchMedia: window.matchMedia,
  });
}

interface FirstScreenModule {
  renderSignedOutScreen: (locale: string) => Promise<string>;
  renderSignedInFrame: (locale: string) => Promise<string>;
}

async function renderPage(vite: ViteDevServer, page: PrerenderedPage, googleEnabled: boolean) {
  const signedIn = page.session === 'signed-in';
  simulateDocument(
    `http://localhost${page.path}`,
    JSON.stringify({ google: { enabled: googleEnabled } }),
    signedIn ? STORED_TOKEN : null,
  );
  const module = (await vite.ssrLoadModule('/src/prerender/first-screen.tsx')) as FirstScreenModule;
  return signedIn
    ? module.renderSignedInFrame(PRERENDERED_LOCALE)
    : module.renderSignedOutScreen(PRERENDERED_LOCALE);
}

async function main(): Promise<void> {
  const vite = await createServer({
    // The production build's catalogues (no pseudo-locales in the language menu).
    mode: 'production',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    await fs.mkdir(path.join(clientDir, 'prerender'), { recursive: true });
    for (const page of prerenderedPages) {
      for (const googleEnabled of [true, false]) {
        const html = await renderPage(vite, page, googleEnabled);
        await fs.writeFile(path.join(clientDir, prerenderedFile(page.path, googleEnabled)), html);
      }
    }
  } finally {
    await vite.close();
  }
}

await main();
