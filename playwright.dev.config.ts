import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './e2e/support/test-browser';

/**
 * Development-build pages (the flow viewer at /dev/flows) in Chromium: Vite's dev server, with
 * the API behind its proxy. The production suite (playwright.config.ts) never sees these pages.
 */
const port = Number(process.env.E2E_PORT ?? 4317);
const apiPort = Number(process.env.E2E_DEV_API_PORT ?? port + 1);
const dataDir = mkdtempSync(join(tmpdir(), 'herd-e2e-dev-'));

export default defineConfig({
  testDir: 'e2e/dev',
  outputDir: 'test-results/dev',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Vite compiles the app on the first visit and elkjs starts in a worker: generous on a busy machine.
  timeout: 180_000,
  expect: { timeout: 45_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${apiPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        // Links in mail open the app through Vite, as `npm run dev` sets it.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        LOG_REQUESTS: 'false',
      },
    },
    {
      command: `npx vite --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/dev/flows`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
    },
  ],
});
