import type { OnboardingStepId } from '@contract/onboarding/steps';
import { usStates } from '@contract/options/us-states';
import { english } from '@i18n/english';
import { expect, type Page } from '@playwright/test';
import type { QaEvent } from '../../scripts/lib/qa/qa-types';
import { reportFiles } from '../../scripts/lib/qa/server-model';
import { heldRequests } from './held-requests';
import { answerReport, chooseState, fillStep, submitStep } from './model-forms';
import {
  type PathContext,
  profileRequest,
  refusedToken,
  serveBookingEmbedAgain,
} from './model-givens';
import { continueWithGoogle } from './model-google';
import { reportFile } from './report-pdf';

/**
 * Performs one step of a QA path in the browser: every kind of step of the QA model's catalogue
 * (scripts/lib/qa/actions/) has its browser action here. A new kind without one fails the suite.
 */

const uploadRequest = '**/api/user/process-document';

async function failNextSave(page: Page): Promise<void> {
  // The real server does not fail a valid save: HTTP 500 from the route, once, for the step's
  // answers. The language the app saves on its own at start ({ language }) passes through.
  let failed = false;
  await page.route('**/api/user/onboarding', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown> | null;
    const languageOnly = body !== null && Object.keys(body).every((key) => key === 'language');
    if (failed || languageOnly) return route.fallback();
    failed = true;
    return route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } });
  });
}

/** In-app navigation: the link when the page has one, else the address changes as Back would. */
async function follow(page: Page, url: string): Promise<void> {
  const link = page.locator(`a[href="${url}"]:visible`).first();
  if ((await link.count()) > 0) {
    await link.click();
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function signInForms(context: PathContext, event: QaEvent): Promise<void> {
  const { page, patient } = context;
  if (event.type === 'qa.login') {
    await page.getByRole('tab', { name: 'Login' }).click();
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(patient.email);
    const password = event.password === 'right' ? patient.password : `${patient.password}-wrong`;
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    return;
  }
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Full Name').fill(patient.name);
  await form.getByLabel('Email').fill(patient.email);
  await form.getByLabel('Password', { exact: true }).fill(patient.password);
  const confirm = event.passwords === 'same' ? patient.password : `${patient.password}-other`;
  await form.getByLabel('Confirm Password').fill(confirm);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** How the server answers the next save: it fails once, or no longer accepts the session. */
async function serverWill(context: PathContext, server: unknown): Promise<void> {
  if (server === 'fails') await failNextSave(context.page);
  if (server === 'refusesToken') {
    const token = refusedToken(context.token);
    await context.page.evaluate((refused) => localStorage.setItem('token', refused), token);
  }
}

async function submit(context: PathContext, event: QaEvent): Promise<void> {
  const step = event.step as OnboardingStepId;
  await fillStep(context.page, step);
  await serverWill(context, event.server);
  await submitStep(context.page, step);
}

/** "Delete your report?" over step 4: the patient confirms, and "No" is saved. */
async function confirmRemoval(context: PathContext, event: QaEvent): Promise<void> {
  const dialog = context.page.getByRole('alertdialog', { name: 'Delete your report?' });
  await expect(dialog).toBeVisible();
  await serverWill(context, event.server);
  await dialog.getByRole('button', { name: 'Delete report and continue' }).click();
}

async function keepReport({ page }: PathContext): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Delete your report?' });
  await dialog.getByRole('button', { name: 'Keep my report' }).click();
}

async function chooseFile(context: PathContext, event: QaEvent): Promise<void> {
  const kind = event.file === 'report' ? 'report' : 'unreadable';
  if (event.server === 'slow') await heldRequests(context.page).hold(uploadRequest);
  const file = reportFile(kind, reportFiles[kind].name);
  await context.page.getByTestId('report-file-input').setInputFiles(file);
}

async function toast(page: Page, close: boolean): Promise<void> {
  const message = page.locator('[data-toast-id]');
  if (close) {
    await message.getByRole('button', { name: 'Close notification' }).click();
  } else {
    await message.hover();
  }
  await page.mouse.move(0, 0);
}

async function chooseTheme(page: Page, theme: string): Promise<void> {
  const label = `${theme.slice(0, 1).toUpperCase()}${theme.slice(1)}`;
  await page.getByText(label, { exact: true }).click();
}

async function retry(context: PathContext, event: QaEvent): Promise<void> {
  if (event.network === 'back') await context.page.unroute(profileRequest);
  await context.page.getByRole('button', { name: 'Try again' }).click();
}

/**
 * Logout on the app's page. The prerendered copy of a signed-in frame shows a Logout button
 * before the app runs; that copy is inert, so the click waits until the app has replaced it.
 */
async function logout({ page }: PathContext): Promise<void> {
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).first().click();
}

const stateName = (code: string) => {
  const name = usStates.find((state) => state.code === code)?.name;
  return name ? english(name) : code;
};

type Perform = (context: PathContext, event: QaEvent) => Promise<void>;

export const browserActions: Record<string, Perform> = {
  'qa.open': ({ page }, event) => page.goto(String(event.url)).then(() => undefined),
  'qa.reload': ({ page }) => page.reload().then(() => undefined),
  'qa.follow': ({ page }, event) => follow(page, String(event.url)),
  'qa.login': signInForms,
  'qa.register': signInForms,
  'qa.google': continueWithGoogle,
  'qa.logout': logout,
  'qa.chooseState': ({ page }, event) => chooseState(page, stateName(String(event.state))),
  'qa.submit': submit,
  'qa.back': ({ page }) => page.getByRole('button', { name: 'Back', exact: true }).click(),
  'qa.answerReport': ({ page }, event) => answerReport(page, event.hasReport === true),
  'qa.confirmRemoval': confirmRemoval,
  'qa.keepReport': keepReport,
  'qa.chooseFile': chooseFile,
  'qa.cancelUpload': ({ page }) =>
    page.getByRole('button', { name: 'Cancel', exact: true }).click(),
  'qa.serverAnswers': async ({ page }, event) =>
    heldRequests(page).release(event.request === 'session' ? profileRequest : uploadRequest),
  'qa.book': ({ page }) => page.getByRole('button', { name: 'Confirm test booking' }).click(),
  'qa.retryBooking': async ({ page }) => {
    // The step's heading already shows in the prerendered frame, before the app has tried the
    // calendar: the calendar comes back only once its failure is on screen.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    await serveBookingEmbedAgain(page);
    await tryAgain.click();
  },
  'qa.wait': ({ page }, event) => page.clock.fastForward(Number(event.ms)),
  'qa.hoverToast': ({ page }) => toast(page, false),
  'qa.closeToast': ({ page }) => toast(page, true),
  'qa.chooseTheme': ({ page }, event) => chooseTheme(page, String(event.theme)),
  'qa.osTheme': ({ page }, event) =>
    page.emulateMedia({ colorScheme: event.dark ? 'dark' : 'light' }),
  'qa.retry': retry,
};

export async function perform(context: PathContext, event: QaEvent): Promise<void> {
  const action = browserActions[event.type];
  if (!action) throw new Error(`no browser action for the QA step ${event.type}`);
  await action(context, event);
}
