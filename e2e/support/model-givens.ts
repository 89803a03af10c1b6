import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Given } from '../../scripts/lib/qa/givens';
import { reportFiles } from '../../scripts/lib/qa/server-model';
import { serveCalEmbedStub } from './cal-embed-stub';
import { heldRequests } from './held-requests';
import { type NewPatient, newPatient } from './patients';
import { reportFile } from './report-pdf';

/**
 * Sets up a QA path's Given for real: the account and its answers through the API (a report
 * through the real upload endpoint), the browser's storage before the first page load, and
 * request routing only where the real server cannot produce the state (the network down, the
 * booking embed unreachable, a stored report's results failing to load, a slow session check).
 */
export interface PathContext {
  page: Page;
  request: APIRequestContext;
  patient: NewPatient;
  /** The account's token, when the Given made one. */
  token: string | null;
}

const embedScript = /\/embed(\/embed)?\.js(\?.*)?$/;
export const profileRequest = '**/auth/me';

async function createAccount(context: PathContext, given: Given): Promise<void> {
  const account = given.world.account;
  if (!account) return;
  const { patient, request } = context;
  const registered = await request.post('/auth/register', {
    data: { name: patient.name, email: patient.email, password: patient.password },
  });
  expect(registered.status()).toBe(201);
  context.token = ((await registered.json()) as { access_token: string }).access_token;
  const headers = { Authorization: `Bearer ${context.token}` };
  const answers = Object.fromEntries(
    Object.entries(account.stored).filter(([, value]) => value !== null),
  );
  if (Object.keys(answers).length > 0) {
    const saved = await request.post('/api/user/onboarding', { headers, data: answers });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  if (account.latestReportId) {
    const file = reportFile('report', reportFiles.report.name);
    const uploaded = await request.post('/api/user/process-document', {
      headers,
      multipart: { file },
      timeout: 120_000,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
}

/** Runs once per tab, before the first page load (a reload keeps what the app changed since). */
async function presetStorage(page: Page, token: string | null, theme: string | null) {
  await page.addInitScript(
    ([storedToken, storedTheme]) => {
      if (sessionStorage.getItem('qa-preset')) return;
      sessionStorage.setItem('qa-preset', '1');
      if (storedToken) localStorage.setItem('token', storedToken);
      if (storedTheme) localStorage.setItem('theme', storedTheme);
    },
    [token, theme] as const,
  );
}

/** A token the server does not accept (signed with another key). */
export const refusedToken = (token: string | null) => `${token ?? 'qa.token'}x`;

async function routeOutside(page: Page, given: Given): Promise<void> {
  const { world } = given;
  if (world.network !== 'up') await page.route(profileRequest, (route) => route.abort('failed'));
  // The server is slow with the first session check: it waits until the path lets it answer.
  if (world.held.includes('fetchCurrentUser')) await heldRequests(page).hold(profileRequest);
  if (world.embed === 'stub') await serveCalEmbedStub(page);
  if (world.embed === 'offline') await page.route(embedScript, (route) => route.abort('failed'));
  // Never answered: the calendar's own time limit decides.
  if (world.embed === 'hang') await page.route(embedScript, () => undefined);
  if (world.storedReportFails) {
    await page.route('**/api/genetic-report/report/*', (route) =>
      route.fulfill({ status: 500, json: { detail: 'The report could not be loaded.' } }),
    );
  }
  await page.emulateMedia({ colorScheme: world.osDark ? 'dark' : 'light' });
}

export async function setUpGiven(
  page: Page,
  request: APIRequestContext,
  given: Given,
  tag: string,
): Promise<PathContext> {
  const context: PathContext = { page, request, patient: newPatient(tag), token: null };
  await createAccount(context, given);
  const stored =
    given.world.token === 'valid'
      ? context.token
      : given.world.token === 'rejected'
        ? refusedToken(context.token)
        : null;
  await presetStorage(page, stored, given.world.theme);
  await routeOutside(page, given);
  return context;
}

export async function serveBookingEmbedAgain(page: Page): Promise<void> {
  await page.unroute(embedScript);
  await serveCalEmbedStub(page);
}
