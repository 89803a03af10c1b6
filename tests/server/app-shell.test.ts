import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../contract/meta.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { configScript, PUBLIC_CONFIG_MARKER } from '../../server/http/app-shell.ts';
import { rawRequest } from './support/raw-http.ts';

const shell = `<!doctype html><html><head><title>app</title>${PUBLIC_CONFIG_MARKER}</head><body><div id="root"></div></body></html>`;

function inlinedConfig(html: string): PublicConfig {
  const match = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no public config in the page');
  return JSON.parse(match[1]) as PublicConfig;
}

describe('the app page carries the public settings', () => {
  let server: LocalServer;
  let clientDir: string;
  const get = (route: string, headers: Record<string, string> = {}) =>
    rawRequest(`${server.url}${route}`, { headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-shell-'));
    await fs.writeFile(path.join(clientDir, 'index.html'), shell);
    server = await startServerInProcess({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('writes the same settings GET /api/config answers into every client route', async () => {
    const api = JSON.parse((await rawRequest(`${server.url}/api/config`)).body.toString());
    for (const route of ['/auth', '/onboarding/personal-info', '/dashboard', '/index.html']) {
      const page = await get(route);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const html = page.body.toString();
      expect(html).not.toContain(PUBLIC_CONFIG_MARKER);
      expect(inlinedConfig(html)).toEqual(api);
    }
  });

  it('compresses the page, revalidates it by ETag and varies on Accept-Encoding', async () => {
    const br = await get('/auth', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(br.body).toString();
    expect(inlinedConfig(html).google.enabled).toBe(false);
    const again = await get('/auth', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const plain = await get('/auth');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(br.headers.etag);
  });

  it('keeps a setting from closing the script element', () => {
    const config: PublicConfig = {
      google: { enabled: true, clientId: '</script><script>alert(1)</script>', authorizeUrl: null },
      cal: { namespace: 'n', link: 'l', embedUrl: 'https://cal.example/embed.js' },
      support: { url: null, email: null },
    };
    const script = configScript(config);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(config);
  });
});
