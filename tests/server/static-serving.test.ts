import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { rawRequest } from './support/raw-http.ts';

const script = `export const greeting = ${JSON.stringify('hello patient '.repeat(400))};\n`;
const shell = `<!doctype html><title>app shell</title>${'<meta name="x" content="y">'.repeat(60)}`;

/** A client build as Vite leaves it: hashed assets, precompressed copies, hidden maps. */
async function writeClientBuild(dir: string) {
  const write = async (name: string, content: string | Buffer, compress = true) => {
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
    if (!compress) return;
    await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(content));
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(content));
  };
  await write('index.html', shell);
  await write('theme-init.js', script);
  await write('assets/app-Ab12Cd34.js', script);
  await write('assets/app-Ab12Cd34.js.map', '{"version":3,"mappings":""}', false);
  await write('assets/logo-Zz99.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), false);
  await write('.vite/manifest.json', '{"secret":"build layout"}', false);
}

describe('serving the built client like a CDN', () => {
  let server: LocalServer;
  let clientDir: string;
  const get = (route: string, headers: Record<string, string> = {}) =>
    rawRequest(`${server.url}${route}`, { headers });

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-client-'));
    await writeClientBuild(clientDir);
    server = await startServerInProcess({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('honours Accept-Encoding weights: q=0 refuses, a higher q wins, * offers everything', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': acceptEncoding })).headers[
        'content-encoding'
      ] ?? 'identity';
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('*, br;q=0')).toBe('gzip');
    expect(await encodingFor('identity')).toBe('identity');
    expect(await encodingFor('deflate')).toBe('identity');
  });

  it('says Vary: Accept-Encoding on every representation of a compressible file', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': acceptEncoding });
      expect(response.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
    }
    const image = await get('/assets/logo-Zz99.png', { 'accept-encoding': 'br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year as immutable, and revalidates everything else', async () => {
    const hashed = await get('/assets/app-Ab12Cd34.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/theme-init.js', '/index.html', '/auth', '/onboarding/medical-history']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.status, route).toBe(200);
      expect(response.headers['cache-control'], route).toBe('no-cache');
      expect(response.headers.etag, route).toMatch(/^"[^"]+"$/);
    }
  });

  it('sends the Content-Security-Policy with pages, not with every hashed script', async () => {
    const page = await get('/onboarding', { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await get('/assets/app-Ab12Cd34.js');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a revalidation of index.html with 304 while it is unchanged', async () => {
    const html = { accept: 'text/html', 'accept-encoding': 'br' };
    const first = await get('/dashboard', html);
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(shell);
    const etag = String(first.headers.etag);
    const again = await get('/onboarding', { ...html, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const weak = await get('/onboarding', { ...html, 'if-none-match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);
    // Each representation has its own tag: the Brotli one does not validate the plain one.
    const plain = await get('/onboarding', { accept: 'text/html', 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(shell);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('sends a new ETag once index.html changes', async () => {
    const before = await get('/index.html');
    await fs.writeFile(path.join(clientDir, 'index.html'), `${shell}<!-- rebuilt -->`);
    await fs.rm(path.join(clientDir, 'index.html.br'));
    await fs.rm(path.join(clientDir, 'index.html.gz'));
    const after = await get('/index.html', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('rebuilt');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(`${server.url}/assets/app-Ab12Cd34.js`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    const get_ = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get_.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('gzip');
  });

  it('keeps source maps, build metadata and the compressed copies themselves private', async () => {
    for (const route of [
      '/assets/app-Ab12Cd34.js.map',
      '/.vite/manifest.json',
      '/assets/app-Ab12Cd34.js.br',
      '/index.html.gz',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2fpackage.json',
      '/assets%5c..%5cindex.html',
    ]) {
      const response = await get(route, { accept: '*/*' });
      expect(response.status, route).toBe(404);
    }
    const js = await get('/assets/app-Ab12Cd34.js');
    expect(js.headers.sourcemap).toBeUndefined();
  });
});

describe('serving source maps when asked to', () => {
  let server: LocalServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-client-'));
    await writeClientBuild(clientDir);
    server = await startServerInProcess({
      env: { CLIENT_DIR: clientDir, SERVE_SOURCE_MAPS: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('serves the map and points the browser at it with a SourceMap header', async () => {
    const js = await rawRequest(`${server.url}/assets/app-Ab12Cd34.js`);
    expect(js.headers.sourcemap).toBe('/assets/app-Ab12Cd34.js.map');
    const map = await rawRequest(`${server.url}/assets/app-Ab12Cd34.js.map`);
    expect(map.status).toBe(200);
    expect(map.body.toString()).toContain('"version":3');
  });
});
