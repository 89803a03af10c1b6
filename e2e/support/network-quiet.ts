import type { Page, Request } from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();

function track(page: Page): Set<Request> {
  const requests = new Set<Request>();
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  inFlight.set(page, requests);
  return requests;
}

/**
 * Waits until the page has no request in flight and none starts for `quietMs`: lazy chunks,
 * fonts and data have arrived. Playwright's 'networkidle' waits 500 ms of silence every time; a
 * screen checked at four looks paid it four times. The first call on a page still waits for
 * 'networkidle' (requests sent before tracking began are invisible); later calls wait only for
 * what is actually pending.
 */
export async function waitForNetworkQuiet(page: Page, quietMs = 100): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) {
    track(page);
    await page.waitForLoadState('networkidle');
    return;
  }
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) {
      const pending = [...requests].map((request) => request.url()).join(', ');
      throw new Error(`the page still waits for requests after 15 s: ${pending}`);
    }
    await page.waitForTimeout(25);
    if (requests.size > 0) quietSince = Date.now();
  }
}
