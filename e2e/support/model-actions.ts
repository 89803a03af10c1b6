import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { steps } from '../pages/onboarding-layout';
import { personalInfoOf, type Screens } from './journey';
import type { ModelStep } from './onboarding-paths';
import type { NewPatient } from './patients';
import { reportResultWithVariants } from './report-fixture';

const failureBody = JSON.stringify({ detail: 'Service temporarily unavailable (e2e)' });

/** The next request to the onboarding save endpoint fails, as the model's error event says. */
async function failNextSave(page: Page): Promise<void> {
  await page.route(
    '**/api/user/onboarding',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: failureBody }),
    { times: 1 },
  );
}

const isError = (event: AnyEventObject | undefined) =>
  Boolean(event?.type.startsWith('xstate.error.actor.'));

/** Performs one machine event in the browser through the page objects. */
export async function perform(
  page: Page,
  s: Screens,
  patient: NewPatient,
  event: AnyEventObject,
  next: AnyEventObject | undefined,
): Promise<void> {
  if (isError(next)) await failNextSave(page);
  switch (event.type) {
    case 'personalInfo.submitted': {
      const state = (event.values as { state: string }).state;
      if (state === 'MI') {
        await s.personalInfo.doFill(personalInfoOf(patient));
        await s.personalInfo.doNext();
      } else {
        await s.personalInfo.doFill({ ...personalInfoOf(patient), state: 'Ohio' });
      }
      return;
    }
    case 'medicalCondition.submitted':
    case 'medicalHistory.submitted':
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      return;
    case 'medicalCondition.back':
    case 'step.back':
      await s.personalInfo.doBack();
      return;
    case 'geneticReport.answered':
      await s.geneticReport.doAnswer(event.hasReport === true);
      return;
    case 'report.uploaded':
      await page.route('**/api/user/process-document', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(reportResultWithVariants),
        }),
      );
      await s.geneticReport.doUpload({
        name: 'report.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await s.geneticReport.seeVariantResults(reportResultWithVariants.variants.length);
      return;
    case 'geneticReport.submitted':
      await s.geneticReport.doNext();
      return;
    case 'checklist.submitted':
      await s.checklist.doAnswer([6]);
      await s.checklist.doNext();
      return;
    case 'onboarding.completed':
      await s.bookAppointment.doComplete();
      return;
    default:
      // Request outcomes and delays: the page reaches them by itself.
      if (/^xstate\.(done|error)\.actor\.|^xstate\.after\./.test(event.type)) return;
      throw new Error(`no page action for the machine event ${event.type}`);
  }
}

/** Checks that the page shows the state the machine reached. */
export async function seeState(page: Page, step: ModelStep): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  if (step.path) {
    // Step 1 answers to both /onboarding and the Back target /onboarding/personal-info (spec 2).
    const accepted =
      step.path === '/onboarding' ? ['/onboarding', '/onboarding/personal-info'] : [step.path];
    await expect(page).toHaveURL((url) => accepted.includes(url.pathname));
    const shown = Object.values(steps).find((info) => info.path === step.path);
    // Wait for the step itself, not only its URL, before the next action.
    if (shown) {
      await expect(
        page.getByRole('heading', { level: 1, name: shown.name, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: shown.form, exact: true })).toBeVisible();
    }
  }
  if (step.value.includes('notServed')) {
    await expect(page.getByText('Service Not Available in Your State')).toBeVisible();
  }
  if (/saveFailed|completeFailed/.test(step.value)) {
    await expect(
      page.getByText(/^(Save Failed|Error|Error saving medical history)$/).first(),
    ).toBeVisible();
  }
}
