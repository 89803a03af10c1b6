import { expect, type Page, test } from '@playwright/test';
import {
  type ApiPatient,
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
} from './support/api-patient';
import { serveCalEmbedStub } from './support/cal-embed-stub';
import { type HiddenFocus, tabThroughPage } from './support/focus-walk';

// Issue 30, row 1: Tab never puts the focused control behind a sticky or fixed bar at 390 px.
// 600 px high: a phone with the browser's own bars and a few lines of text per screen.

test.use({ viewport: { width: 390, height: 600 } });

const manySymptoms = [
  'Fatigue',
  'Joint pain',
  'Dizziness',
  'Shortness of breath',
  'Chronic cough',
  'Headaches',
  'Muscle weakness',
  'Poor appetite',
  'Night sweats',
  'Blurred vision',
];

/** A patient whose first three steps are answered, with many chips and a filled Gender select. */
async function patientWithManyChips(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const patient = await registerThroughApi(request, 'focus-bars');
  await answerFirstTwoStepsThroughApi(request, patient);
  await saveAnswersThroughApi(request, patient, {
    hasBeenDiagnosed: true,
    condition: 'Cystic fibrosis',
    diagnosis: 2001,
    symptoms: manySymptoms,
    medications: manySymptoms.map((item) => `${item} medicine`),
    otherConditions: ['Asthma', 'Eczema', 'Migraine', 'Anaemia'],
    familyHistory: 'Mother carries a CFTR variant',
    hasGeneticReport: false,
    checklistItems: ['severeHypotonia'],
  });
  await serveCalEmbedStub(page);
  return patient;
}

const stepPaths = [
  '/onboarding',
  '/onboarding/medical-condition',
  '/onboarding/medical-history',
  '/onboarding/genetic-report',
  '/onboarding/medical-checklist',
  '/onboarding/book-appointment',
];

async function walkStep(page: Page, patient: ApiPatient, path: string): Promise<HiddenFocus[]> {
  await signInWithToken(page, patient, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('form')).toBeVisible();
  return tabThroughPage(page);
}

test('Tab through every onboarding step: no focused control behind the Back/Next bar', async ({
  page,
  request,
}) => {
  const patient = await patientWithManyChips(page, request);
  const hidden: HiddenFocus[] = [];
  let focused = 0;
  for (const path of stepPaths) {
    const found = await walkStep(page, patient, path);
    hidden.push(...found.filter((entry) => entry.hiddenBy));
    focused += found.length;
  }
  // With "Yes" chosen, step 4 shows the upload area's controls too.
  await signInWithToken(page, patient, '/onboarding/genetic-report');
  await page
    .getByRole('radiogroup', { name: /clinical genetics testing report/ })
    .getByText('Yes', { exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Browse files' })).toBeVisible();
  const upload = await tabThroughPage(page);
  hidden.push(...upload.filter((entry) => entry.hiddenBy));
  focused += upload.length;
  console.log(`focused controls: ${focused}, hidden: ${hidden.length}`);
  expect(hidden).toEqual([]);
});

test('Tab through Profile (each section open for editing) and Settings: nothing behind the bars', async ({
  page,
  request,
}) => {
  const patient = await patientWithManyChips(page, request);
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await saveAnswersThroughApi(request, patient, {
    symptoms: manySymptoms,
    medications: manySymptoms.map((item) => `${item} medicine`),
  });
  await signInWithToken(page, patient, '/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const found = await tabThroughPage(page);
  for (const section of ['personal information', 'medical condition', 'medical history']) {
    await page.getByRole('button', { name: `Edit ${section}` }).click();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    found.push(...(await tabThroughPage(page)));
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  }
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  found.push(...(await tabThroughPage(page)));
  const hidden = found.filter((entry) => entry.hiddenBy);
  console.log(`focused controls: ${found.length}, hidden: ${hidden.length}`);
  expect(hidden).toEqual([]);
});
