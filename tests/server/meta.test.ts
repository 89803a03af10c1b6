import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { inlineScriptHashSources } from '../../server/http/inline-scripts.ts';
import { call, detailOf } from './support/http.ts';

describe('health, config, OpenAPI, headers, CORS and the SPA', () => {
  let server: LocalServer;
  let url: string;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-client-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>app shell</title>',
    );
    await fs.writeFile(path.join(clientDir, 'theme-init.js'), 'void 0;');
    server = await startServerInProcess({
      env: {
        CLIENT_DIR: clientDir,
        CORS_ORIGINS: 'https://clinic.example.org, http://localhost:5173',
        CAL_NAMESPACE: 'counsel',
        CAL_LINK: 'clinic/counsel',
        CAL_EMBED_URL: 'https://cal.clinic.example.org/embed/embed.js',
        SUPPORT_EMAIL: 'care@clinic.example.org',
        API_DOCS: 'true',
      },
    });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('GET /api/health reports readiness and the database kind', async () => {
    const response = await call(url, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('GET /api/config tells the client Google is off and gives the Cal.com and Support settings', async () => {
    const response = await call(url, 'GET', '/api/config');
    expect(response.body).toEqual({
      google: { enabled: false, clientId: null, authorizeUrl: null },
      cal: {
        namespace: 'counsel',
        link: 'clinic/counsel',
        embedUrl: 'https://cal.clinic.example.org/embed/embed.js',
      },
      support: { url: null, email: 'care@clinic.example.org' },
    });
  });

  it('POST /auth/google answers 503 with a clear detail when Google is not configured', async () => {
    const response = await call(url, 'POST', '/auth/google', {
      json: { code: 'abc', redirect_uri: 'http://localhost:5173/auth' },
    });
    expect(response.status).toBe(503);
    expect(detailOf(response)).toMatch(/not configured/);
  });

  it('serves an OpenAPI document describing every endpoint from the valibot schemas', async () => {
    const response = await call(url, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/config',
        '/api/genetic-report/jobs',
        '/api/genetic-report/jobs/{job_id}',
        '/api/genetic-report/report/{id}',
        '/api/health',
        '/api/health/live',
        '/api/phenotypes',
        '/api/user',
        '/api/user/activity',
        '/api/user/document',
        '/api/user/export',
        '/api/user/onboarding',
        '/api/user/process-document',
        '/auth/check-onboarding',
        '/auth/email/verify',
        '/auth/email/verify/resend',
        '/auth/google',
        '/auth/google/link',
        '/auth/login',
        '/auth/logout',
        '/auth/password',
        '/auth/password/forgot',
        '/auth/password/reset',
        '/auth/me',
        '/auth/register',
      ].sort(),
    );
    const register = doc.paths['/auth/register']?.post?.requestBody?.content['application/json'];
    expect(register?.schema.required?.sort()).toEqual(['email', 'name', 'password']);
    expect(Object.keys(doc.paths['/api/genetic-report/report/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
    ]);
    expect(Object.keys(doc.paths['/api/user'] ?? {})).toEqual(['delete']);
    expect(Object.keys(doc.paths['/api/genetic-report/jobs/{job_id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
    ]);
    const exported = doc.paths['/api/user/export']?.get as unknown as {
      parameters: { name: string; in: string; schema: { enum: string[] } }[];
    };
    expect(exported.parameters).toEqual([
      expect.objectContaining({
        name: 'format',
        in: 'query',
        schema: { type: 'string', enum: ['fhir', 'phenopacket'] },
      }),
    ]);
    const upload = doc.paths['/api/user/process-document']?.post as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(upload.parameters).toContainEqual(
      expect.objectContaining({ name: 'prefer', in: 'header' }),
    );
    expect(Object.keys(upload.responses['202']?.headers ?? {}).sort()).toEqual([
      'location',
      'preference-applied',
    ]);
  });

  it('serves the API reference page without any external resource', async () => {
    const response = await fetch(`${url}/api/docs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('POST /auth/register');
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)[a-z]+\.[a-z]+\/.*\.(js|css)/);
  });

  it("sends a CSP that allows self, the page's own inline scripts by hash and the Cal.com embed origin only, plus secure headers", async () => {
    const response = await fetch(`${url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const cal = 'https://cal.clinic.example.org';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(inlineScriptHashSources).toHaveLength(2);
    expect(directive('script-src')).toBe(
      `script-src 'self' ${inlineScriptHashSources.join(' ')} ${cal}`,
    );
    expect(directive('script-src')).not.toContain('unsafe');
    expect(directive('frame-src')).toBe(`frame-src ${cal}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${cal}`);
    expect(directive('img-src')).toContain('data:');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await fetch(`${url}/auth/me`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://clinic.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://clinic.example.org');
    const other = await fetch(`${url}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API routes with 404 {detail}', async () => {
    for (const path of ['/api/nope', '/auth/nope', '/api/user/nope']) {
      const response = await call(url, 'GET', path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(path === '/api/user/nope' ? 401 : 404);
      expect(detailOf(response)).toBeTruthy();
    }
  });

  it('serves the SPA shell for client routes, including /auth, but never for API routes', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const route of ['/', '/auth', '/onboarding/medical-history', '/dashboard/settings']) {
      const response = await fetch(`${url}${route}`, { headers: html });
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('app shell');
    }
    const asset = await fetch(`${url}/theme-init.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('void 0;');
    expect((await fetch(`${url}/auth/me`, { headers: html })).status).toBe(401);
    expect((await fetch(`${url}/missing-asset.js`, { headers: html })).status).toBe(404);
    expect((await fetch(`${url}/dashboard`, { method: 'POST', headers: html })).status).toBe(404);
  });
});

describe('without a client build and with the docs page off', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: { CLIENT_DIR: path.join(os.tmpdir(), 'no-such-client-build'), API_DOCS: 'false' },
    });
  });
  afterAll(() => server?.close());

  it('still serves the API and answers other paths with 404 {detail}', async () => {
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    const root = await call(server.url, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(root.status).toBe(404);
    expect(detailOf(root)).toBe('Not found');
    expect((await call(server.url, 'GET', '/api/docs')).status).toBe(404);
  });
});
