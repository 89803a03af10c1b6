import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { PUBLIC_CONFIG_MARKER } from '../../server/http/app-shell.ts';
import { THEME_INIT_TAG } from '../../server/http/inline-scripts.ts';
import { PRERENDERED_MARKER, prerenderedFile } from '../../server/http/prerendered.ts';
import { rawRequest } from './support/raw-http.ts';

// The tags Vite writes for the entry module and its static imports.
const entryTag = '<script type="module" crossorigin src="/assets/app.js"></script>';
const preloadTag = '<link rel="modulepreload" crossorigin href="/assets/chunk.js">';
const shell = `<!doctype html><html><head>${THEME_INIT_TAG}${PUBLIC_CONFIG_MARKER}${entryTag}${preloadTag}<link rel="stylesheet" href="/assets/app.css"></head><body>${PRERENDERED_MARKER}<div id="root"></div></body></html>`;
const screenWithGoogle = '<h1>herd Health</h1><button>Continue with Google</button>';
const screenWithoutGoogle = '<h1>herd Health</h1><p id="google-unavailable-reason">not set up</p>';
const stepFrame = '<h1>Personal Information</h1><p>Please provide your basic information</p>';
const dashboardFrame = '<h1>Welcome back</h1><p>Here is an overview</p>';

/** What a browser shows before any script runs: the body up to the first script. */
function beforeScripts(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body.slice(0, body.indexOf('<script'));
}

/** The texts of the page's executable inline scripts. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
}

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the server sends the prerendered first screen with the page', () => {
  let server: LocalServer;
  let clientDir: string;
  const get = (route: string) =>
    rawRequest(`${server.url}${route}`, { headers: { accept: 'text/html' } });

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-prerendered-'));
    await fs.mkdir(path.join(clientDir, 'prerender'));
    await fs.writeFile(path.join(clientDir, 'index.html'), shell);
    const write = (page: string, google: boolean, markup: string) =>
      fs.writeFile(path.join(clientDir, prerenderedFile(page, google)), markup);
    await write('/auth', true, screenWithGoogle);
    await write('/auth', false, screenWithoutGoogle);
    await write('/onboarding/personal-info', false, stepFrame);
    await write('/dashboard', false, dashboardFrame);
    // The test server has no Google settings.
    server = await startServerInProcess({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('puts the sign-in screen for the server settings before the scripts of /auth, inert, for visitors without a session', async () => {
    const html = (await get('/auth')).body.toString();
    expect(html).not.toContain(PRERENDERED_MARKER);
    expect(beforeScripts(html)).toContain(
      `<div id="prerendered" data-session="signed-out" lang="en" inert>${screenWithoutGoogle}</div><div id="root"></div>`,
    );
    expect(html).not.toContain(screenWithGoogle);
  });

  it('puts the signed-in frame of a step and of the dashboard there, for visitors with a session', async () => {
    for (const [route, frame] of [
      ['/onboarding/personal-info', stepFrame],
      ['/dashboard', dashboardFrame],
    ] as const) {
      expect(beforeScripts((await get(route)).body.toString())).toContain(
        `<div id="prerendered" data-session="signed-in" lang="en" inert>${frame}</div><div id="root"></div>`,
      );
    }
  });

  it('requests the modules of a page with a copy only from its inline loader, after the first paint', async () => {
    const html = (await get('/auth')).body.toString();
    expect(html).not.toContain(entryTag);
    expect(html).not.toContain(preloadTag);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css">');
    const list = /<script type="application\/json" id="deferred-modules">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
      entry: '/assets/app.js',
      preload: ['/assets/chunk.js'],
    });
    expect(inlineScripts(html).some((text) => text.includes('requestAnimationFrame'))).toBe(true);
  });

  it('writes the theme script into every page, each inline script allowed by its hash', async () => {
    for (const route of ['/auth', '/dashboard', '/', '/dashboard/settings']) {
      const response = await get(route);
      const html = response.body.toString();
      expect(html).not.toContain(THEME_INIT_TAG);
      const scripts = inlineScripts(html);
      expect(scripts.some((text) => text.includes("localStorage.getItem('theme')"))).toBe(true);
      const csp = String(response.headers['content-security-policy']);
      for (const text of scripts) expect(csp, route).toContain(hashSource(text));
      expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe');
    }
  });

  it('keeps the empty root and the module tags on every other address', async () => {
    for (const route of ['/', '/dashboard/settings', '/onboarding/medical-history', '/auth/']) {
      const page = await get(route);
      expect(page.status).toBe(200);
      const html = page.body.toString();
      expect(html).not.toContain('id="prerendered"');
      expect(html).not.toContain(PRERENDERED_MARKER);
      expect(html).toContain(entryTag);
      expect(html).not.toContain('deferred-modules');
    }
  });

  it('sends the page without a screen when the build wrote none', async () => {
    await fs.rm(path.join(clientDir, prerenderedFile('/auth', false)));
    const html = (await get('/auth')).body.toString();
    expect(html).toContain('<body><div id="root"></div>');
    expect(html).toContain(entryTag);
  });
});
