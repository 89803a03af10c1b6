import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseDuration, readConfig } from '../../server/config.ts';

describe('readConfig', () => {
  it('runs with no configuration at all', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      jwtSecret: null,
      jwtTtlSeconds: 7 * 86400,
      corsOrigins: [],
      google: null,
      cal: {
        namespace: 'genetic-counseling',
        link: 'herd-health/genetic-counseling',
        embedUrl: 'https://app.cal.com/embed/embed.js',
      },
      support: { url: null, email: 'support@herdhealth.com' },
      logLevel: 'info',
      rateLimit: { authMax: 20, authWindowMs: 60_000 },
    });
  });

  it('reads the Support address from SUPPORT_URL and SUPPORT_EMAIL, refusing malformed ones', () => {
    expect(
      readConfig({ SUPPORT_URL: 'https://help.herd.example/', SUPPORT_EMAIL: 'care@herd.example' })
        .support,
    ).toEqual({ url: 'https://help.herd.example/', email: 'care@herd.example' });
    expect(() => readConfig({ SUPPORT_URL: 'help.herd.example' })).toThrow(/SUPPORT_URL/);
    expect(() => readConfig({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
    expect(() => readConfig({ SUPPORT_EMAIL: 'care at herd' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('enables Google only with both client id and secret, defaulting to Google itself', () => {
    expect(readConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(readConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
      authorizeUrl: null,
    });
  });

  it('normalises CORS origins', () => {
    expect(
      readConfig({ CORS_ORIGINS: 'https://a.example/, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ JWT_TTL: 'forever' }, /JWT_TTL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    [{ CAL_EMBED_URL: '/relative.js' }, /CAL_EMBED_URL/],
    [{ RATE_LIMIT_AUTH_MAX: '0' }, /RATE_LIMIT_AUTH_MAX/],
    [{ API_DOCS: 'yes please' }, /API_DOCS/],
    [{ SERVE_SOURCE_MAPS: 'on' }, /SERVE_SOURCE_MAPS/],
    [{ PGLITE_SHARED_BUFFERS: '8' }, /PGLITE_SHARED_BUFFERS/],
    [{ USER_CACHE_ENTRIES: '-1' }, /USER_CACHE_ENTRIES/],
  ])('refuses %j with a ConfigError naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('parses durations', () => {
    expect(parseDuration('90', 'X')).toBe(90);
    expect(parseDuration('15m', 'X')).toBe(900);
    expect(parseDuration('12h', 'X')).toBe(43_200);
    expect(parseDuration('7d', 'X')).toBe(604_800);
  });

  it('serves neither the API reference page nor source maps unless asked (plain npm start)', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }]) {
      expect(readConfig(env)).toMatchObject({ apiDocs: false, serveSourceMaps: false });
    }
    expect(readConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(readConfig({ API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(readConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(readConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
  });

  it('sizes the embedded database cache and the user cache from the environment', () => {
    expect(readConfig({})).toMatchObject({ pgliteSharedBuffers: '8MB', userCacheEntries: 10_000 });
    expect(
      readConfig({ PGLITE_SHARED_BUFFERS: '64MB', USER_CACHE_ENTRIES: '100000' }),
    ).toMatchObject({ pgliteSharedBuffers: '64MB', userCacheEntries: 100_000 });
  });

  it('reads reports in every server by default; REPORT_WORKERS=0 only beside PostgreSQL', () => {
    expect(readConfig({})).toMatchObject({ reportWorkers: 1, reportQueueSchema: 'pgboss' });
    expect(readConfig({ REPORT_WORKERS: '0', DATABASE_URL: 'postgres://h/db' }).reportWorkers).toBe(
      0,
    );
    expect(() => readConfig({ REPORT_WORKERS: '0' })).toThrow(/needs DATABASE_URL/);
    expect(() => readConfig({ REPORT_WORKERS: '2' })).toThrow(/REPORT_WORKERS/);
    expect(readConfig({ REPORT_QUEUE_SCHEMA: 'queue_1' }).reportQueueSchema).toBe('queue_1');
    expect(() => readConfig({ REPORT_QUEUE_SCHEMA: 'x; drop table users' })).toThrow(
      /REPORT_QUEUE_SCHEMA/,
    );
  });
});
