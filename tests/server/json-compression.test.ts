import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { compressJson } from '../../server/http/compress-json.ts';
import { registerUser } from './support/http.ts';
import { rawRequest } from './support/raw-http.ts';

describe('compressJson middleware', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, gene: 'BRCA1' })) };
  const app = new Hono();
  app.use('*', compressJson({ threshold: 1024, skip: (c) => c.req.path === '/secret' }));
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/secret', (c) => c.json(big));
  app.get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }));
  app.get('/text', (c) => c.text('x'.repeat(5000)));
  const get = (path: string, acceptEncoding = 'gzip, br') =>
    app.request(path, { headers: { 'accept-encoding': acceptEncoding } });

  it('compresses a large JSON answer with Brotli or gzip, as the client prefers', async () => {
    const br = await get('/big');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(JSON.parse(zlib.brotliDecompressSync(brBytes).toString())).toEqual(big);

    const gz = await get('/big', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(
      big,
    );
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('leaves small answers, refusing clients, non-JSON and no-transform answers alone', async () => {
    for (const [path, acceptEncoding] of [
      ['/small', 'br'],
      ['/big', 'identity'],
      ['/big', 'br;q=0, gzip;q=0'],
      ['/no-transform', 'br'],
      ['/text', 'br'],
    ] as const) {
      const response = await get(path, acceptEncoding);
      expect(response.headers.get('content-encoding'), `${path} ${acceptEncoding}`).toBeNull();
    }
    expect(await (await get('/small')).json()).toEqual({ ok: true });
    // A small answer could still differ by encoding at another size: caches must know.
    expect((await get('/small')).headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('never compresses an answer it is told to skip (a fresh credential: BREACH)', async () => {
    const response = await get('/secret');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(big);
  });
});

describe('JSON compression in the server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess();
  });
  afterAll(() => server?.close());

  it('sends the OpenAPI document Brotli-compressed, a small health answer as it is', async () => {
    const openApi = await rawRequest(`${server.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(openApi.headers['content-encoding']).toBe('br');
    const decoded = zlib.brotliDecompressSync(openApi.body).toString();
    expect(JSON.parse(decoded).openapi).toBe('3.1.0');
    expect(openApi.body.length).toBeLessThan(decoded.length / 3);

    const health = await rawRequest(`${server.url}/api/health`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString()).status).toBe('ok');
  });

  it('never compresses the answers that carry a new access token', async () => {
    const user = await registerUser(server.url, 'N'.repeat(200));
    const login = await rawRequest(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    // Skipped before negotiation: nothing about these answers depends on Accept-Encoding.
    expect(login.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(JSON.parse(login.body.toString()).access_token).toBeTruthy();
  });
});
