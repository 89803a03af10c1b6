import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { googleClientId, googleClientSecret, oidcIssuer, oidcPort } from './e2e/support/oidc';
import { testBrowserPath } from './e2e/support/test-browser';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts from an empty database so journeys never see a previous run's users.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'herd-e2e-'));
// The workers read the server's outbox (mail without SMTP_URL): the same folder for all of them.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  // Development-only pages run against Vite's dev server: playwright.dev.config.ts.
  testIgnore: ['dev/**'],
  outputDir: 'test-results',
  // Tests, not files, are shared out between the workers: a long file (the screens walk) no longer
  // leaves the other worker idle at the end. Files whose tests share state say `serial`.
  fullyParallel: true,
  // Two browsers on CI's two cores: a third made each test about 1.5 times slower (docs/qa.md).
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    timezoneId: 'America/Detroit',
    locale: 'en-US',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell or Chromium where present (this machine, CI); Playwright's own
      // browser elsewhere (e2e/support/test-browser.ts).
      executablePath: testBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The local OpenID provider that stands in for Google (e2e/support/oidc-provider.mjs).
      command: 'node e2e/support/oidc-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_CONTROL_PORT: String(oidcPort + 1) },
    },
    {
      command: 'node dist/server/main.js',
      // Server warnings and crashes appear in the Playwright output.
      stdout: 'pipe',
      stderr: 'pipe',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Links in mail open this server.
        PUBLIC_URL: baseURL,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        LOG_REQUESTS: 'false',
        // Every test registers its own patient, and asks for its reset link, from the same
        // loopback address (`--repeat-each` too).
        RATE_LIMIT_AUTH_MAX: '100000',
        RATE_LIMIT_RESET_ADDRESS_MAX: '100000',
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_CLIENT_SECRET: googleClientSecret,
        GOOGLE_ISSUER: oidcIssuer,
      },
    },
  ],
});
