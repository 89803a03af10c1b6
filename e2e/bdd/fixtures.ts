import type { Page } from '@playwright/test';
import { test as bddTest, createBdd } from 'playwright-bdd';
import { serveCalEmbedStub } from '../support/cal-embed-stub';

/**
 * What a scenario set up so far: its account (made through the API) and the session token the
 * server gave it. The step definitions (e2e/bdd/*.steps.ts) share it; one per scenario.
 */
export interface QaWorld {
  account: { name: string; email: string; password: string } | null;
  token: string | null;
}

export const test = bddTest.extend<{ qa: QaWorld }>({
  qa: [
    async ({ page, $tags }, use) => {
      await startBrowser(page, $tags.includes('@clock'));
      await use({ account: null, token: null });
    },
    { auto: true },
  ],
});

/**
 * Before the first page load: the clock when a scenario lets time pass (`@clock`), a light
 * operating system, and the booking calendar's script served by the local stand-in for Cal.com
 * (e2e/support/cal-embed-stub.ts) unless a step makes it fail.
 */
async function startBrowser(page: Page, clock: boolean): Promise<void> {
  if (clock) await page.clock.install();
  await page.emulateMedia({ colorScheme: 'light' });
  await serveCalEmbedStub(page);
}

export const { Given, When, Then } = createBdd(test);
