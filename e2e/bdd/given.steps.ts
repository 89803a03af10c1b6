import { readFileSync } from 'node:fs';
import { expect, type Page, type Route } from '@playwright/test';
import { type Row, requestOfRows } from '../../scripts/lib/qa/gherkin/answers-table';
import { heldRequests } from '../support/held-requests';
import { Given } from './fixtures';
import { holdReportQueue, moveReportQueue, releaseReportQueue } from './report-queue';
import { namedRequest, routeNamed, unrouteNamed } from './requests';

/**
 * Preconditions and what the world around the browser does: the account and its answers made
 * through the API, what the browser stores before the first page load, and requests that fail,
 * wait or answer an error (steps a person can reproduce with the API and the browser's tools).
 */

const bearer = (token: string | null) => ({ Authorization: `Bearer ${token ?? ''}` });

Given('a visitor without an account', async () => {});

Given('an account registered through the API:', async ({ request, qa }, table) => {
  const fields = table.rowsHash() as Record<string, string>;
  const account = {
    name: fields['Full Name'] ?? '',
    email: fields.Email ?? '',
    password: fields.Password ?? '',
  };
  const response = await request.post('/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  qa.account = account;
  qa.token = ((await response.json()) as { access_token: string }).access_token;
});

Given('these answers saved through the API:', async ({ request, qa }, table) => {
  const response = await request.post('/api/user/onboarding', {
    headers: bearer(qa.token),
    data: requestOfRows(table.raw() as Row[]),
  });
  expect(response.status(), await response.text()).toBe(200);
});

Given('the report {string} uploaded through the API', async ({ request, qa }, file: string) => {
  const response = await request.post('/api/user/process-document', {
    headers: bearer(qa.token),
    multipart: {
      file: {
        name: file.split('/').at(-1) ?? file,
        mimeType: 'application/pdf',
        buffer: readFileSync(file),
      },
    },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
});

/** Runs once per tab, before the first page load (a reload keeps what the app changed since). */
async function storeBeforeFirstLoad(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([storageKey, stored]) => {
      const flag = `qa-preset-${storageKey}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(storageKey, stored);
    },
    [key, value] as const,
  );
}

Given("the browser holds the account's session", async ({ page, qa }) => {
  await storeBeforeFirstLoad(page, 'token', qa.token ?? '');
});

Given('the browser holds a session the server no longer accepts', async ({ page, qa }) => {
  // Signed with another key: the server refuses it (401).
  await storeBeforeFirstLoad(page, 'token', `${qa.token ?? 'qa.token'}x`);
});

Given('the browser stores the theme {string}', async ({ page }, theme: string) => {
  await storeBeforeFirstLoad(page, 'theme', theme);
});

Given('the computer is set to dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
});

Given('the computer switches to {word} mode', async ({ page }, mode: string) => {
  await page.emulateMedia({ colorScheme: mode === 'dark' ? 'dark' : 'light' });
});

const embedScript = /\/embed(\/embed)?\.js(\?.*)?$/;

Given("the booking calendar's script cannot be loaded", async ({ page }) => {
  await page.route(embedScript, (route) => route.abort('failed'));
});

Given("the booking calendar's script never answers", async ({ page }) => {
  // Never answered: the calendar's own time limit decides.
  await page.route(embedScript, () => undefined);
});

Given("the booking calendar's script can be loaded again", async ({ page }) => {
  // The stand-in registered first answers again once the failing route is gone.
  await page.unroute(embedScript);
  const { serveCalEmbedStub } = await import('../support/cal-embed-stub');
  await serveCalEmbedStub(page);
});

Given("the browser's requests to {string} fail", async ({ page }, request: string) => {
  await routeNamed(page, request, (route) => route.abort('failed'));
});

Given("the browser's requests to {string} work again", async ({ page }, request: string) => {
  await unrouteNamed(page, request);
});

Given('the server is slow to answer {string}', async ({ page }, request: string) => {
  await heldRequests(page).hold(namedRequest(request).glob);
});

Given('the server answers {string}', async ({ page }, request: string) => {
  await heldRequests(page).release(namedRequest(request).glob);
});

Given(
  'the server answers {string} with HTTP {int}',
  async ({ page }, request: string, status: number) => {
    await routeNamed(page, request, (route) =>
      route.fulfill({ status, json: { detail: 'Internal Server Error' } }),
    );
  },
);

Given(
  'the server answers the next {string} with HTTP {int}',
  async ({ page }, request: string, status: number) => {
    await routeNamed(
      page,
      request,
      (route) => route.fulfill({ status, json: { detail: 'Internal Server Error' } }),
      1,
    );
  },
);

Given('the session ends on the server', async ({ page, request }) => {
  // The browser keeps its token; the server no longer accepts it (as when it expires).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await request.post('/auth/logout', { headers: bearer(token) });
  expect(response.status()).toBe(204);
});

Given('the server answers {string} normally again', async ({ page }, request: string) => {
  await unrouteNamed(page, request);
});

Given(
  "the server's report queue holds the next upload behind {int} other reports",
  async ({ page }, ahead: number) => {
    await holdReportQueue(page, ahead);
  },
);

Given(
  /^the server's report queue now has the report behind (\d+) other reports?$/,
  async ({ page }, ahead: string) => {
    moveReportQueue(page, { status: 'queued', ahead: Number(ahead) });
  },
);

Given('the server starts reading the report', async ({ page }) => {
  moveReportQueue(page, { status: 'reading', ahead: 0 });
});

Given('the server finishes reading the report', async ({ page }) => {
  await releaseReportQueue(page);
});

/** Every request of the page fails until the browser is online again. */
const offline = new WeakMap<Page, (route: Route) => Promise<void>>();

Given('the browser goes offline', async ({ page }) => {
  // The patient has been on the page a moment: what it loads after its first paint has come.
  await page.waitForLoadState('networkidle');
  const handler = (route: Route) => route.abort('internetdisconnected');
  offline.set(page, handler);
  await page.route('**/*', handler);
});

Given('the browser is online again', async ({ page }) => {
  const handler = offline.get(page);
  if (handler) await page.unroute('**/*', handler);
});
