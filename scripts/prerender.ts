import fs from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import { prerenderedFile, prerenderedPages } from '../server/http/prerendered.ts';

/**
 * After `vite build`: renders the first screen of each prerendered page with the real components
 * (src/prerender/first-screen.tsx) into dist/client/prerender/, once per variant of the public
 * settings the page reads. The server puts the matching one into index.html.
 */
const clientDir = path.resolve('dist/client');

function simulateDocument(url: string, configJson: string): void {
  const dom = new JSDOM(
    `<!doctype html><html><head><script type="application/json" id="public-config">${configJson}</script></head><body><div id="root"></div></body></html>`,
    { url },
  );
  const { window } = dom;
  window.matchMedia = () => ({ matches: false }) as unknown as MediaQueryList;
  Object.assign(globalThis, {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    matchMedia: window.matchMedia,
  });
}

async function main(): Promise<void> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    await fs.mkdir(path.join(clientDir, 'prerender'), { recursive: true });
    for (const page of prerenderedPages) {
      for (const googleEnabled of [true, false]) {
        simulateDocument(
          `http://localhost${page}`,
          JSON.stringify({ google: { enabled: googleEnabled } }),
        );
        const module = (await vite.ssrLoadModule('/src/prerender/first-screen.tsx')) as {
          renderSignedOutScreen: () => Promise<string>;
        };
        const html = await module.renderSignedOutScreen();
        await fs.writeFile(path.join(clientDir, prerenderedFile(page, googleEnabled)), html);
      }
    }
  } finally {
    await vite.close();
  }
}

await main();
