import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { PUBLIC_CONFIG_MARKER } from '../../server/http/app-shell.ts';
import { PRERENDERED_MARKER, prerenderedFile } from '../../server/http/prerendered.ts';
import { rawRequest } from './support/raw-http.ts';

const shell = `<!doctype html><html><head>${PUBLIC_CONFIG_MARKER}</head><body>${PRERENDERED_MARKER}<div id="root"></div><script type="module" src="/app.js"></script></body></html>`;
const screenWithGoogle = '<h1>herd Health</h1><button>Continue with Google</button>';
const screenWithoutGoogle = '<h1>herd Health</h1><p id="google-unavailable-reason">not set up</p>';

/** What a browser shows before any script runs: the body up to the first script. */
function beforeScripts(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body.slice(0, body.indexOf('<script'));
}

describe('the server sends the prerendered first screen with the page', () => {
  let server: LocalServer;
  let clientDir: string;
  const get = (route: string) =>
    rawRequest(`${server.url}${route}`, { headers: { accept: 'text/html' } });

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-prerendered-'));
    await fs.mkdir(path.join(clientDir, 'prerender'));
    await fs.writeFile(path.join(clientDir, 'index.html'), shell);
    await fs.writeFile(path.join(clientDir, prerenderedFile('/auth', true)), screenWithGoogle);
    await fs.writeFile(path.join(clientDir, prerenderedFile('/auth', false)), screenWithoutGoogle);
    // The test server has no Google settings.
    server = await startServerInProcess({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('puts the sign-in screen for the server settings before the scripts of /auth, inert', async () => {
    const html = (await get('/auth')).body.toString();
    expect(html).not.toContain(PRERENDERED_MARKER);
    expect(beforeScripts(html)).toContain(
      `<div id="prerendered" inert>${screenWithoutGoogle}</div><div id="root"></div>`,
    );
    expect(html).not.toContain(screenWithGoogle);
  });

  it('keeps the empty root on every other address', async () => {
    for (const route of ['/', '/dashboard', '/onboarding/personal-info', '/auth/']) {
      const page = await get(route);
      expect(page.status).toBe(200);
      const html = page.body.toString();
      expect(html).not.toContain('id="prerendered"');
      expect(html).not.toContain(PRERENDERED_MARKER);
    }
  });

  it('sends the page without a screen when the build wrote none', async () => {
    await fs.rm(path.join(clientDir, prerenderedFile('/auth', false)));
    const html = (await get('/auth')).body.toString();
    expect(html).toContain('<body><div id="root"></div>');
  });
});
