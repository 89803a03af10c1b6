import { expect, test } from '@playwright/test';
import {
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
} from './support/api-patient';
import { serveCalEmbedStub, stubbedStartTime } from './support/cal-embed-stub';
import { personalInfoOf, screens } from './support/journey';
import { reportResultWithVariants } from './support/report-fixture';
import { serveReportQueue } from './support/report-queue';
import { applyLook, checkScreenInEveryLook, walkingLook } from './support/screen-check';

test.describe('every screen, light and dark at 1280 and 390 px', () => {
  test.beforeEach(async ({ page }) => {
    await applyLook(page, walkingLook);
  });

  test('landing and sign-in', async ({ page }, testInfo) => {
    await page.goto('/');
    await checkScreenInEveryLook(page, testInfo, 'landing');
    const s = screens(page);
    await s.auth.doOpen();
    await checkScreenInEveryLook(page, testInfo, 'auth-login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await checkScreenInEveryLook(page, testInfo, 'auth-register');
  });

  test('each onboarding step', async ({ page, request }, testInfo) => {
    await serveCalEmbedStub(page);
    const patient = await registerThroughApi(request, 'screens');
    await signInWithToken(page, patient, '/onboarding');
    const s = screens(page);
    await s.personalInfo.seeIt();
    await checkScreenInEveryLook(page, testInfo, 'step-1-personal-info-empty');
    await s.personalInfo.doFill({ ...personalInfoOf(patient), state: 'Ohio' });
    await s.personalInfo.seeNotServedNotice();
    await checkScreenInEveryLook(page, testInfo, 'step-1-personal-info-not-served');
    await s.personalInfo.doChoose('State of residence', 'Michigan');
    await s.personalInfo.doNext();

    await s.medicalCondition.seeIt();
    await s.medicalCondition.doFill({
      diagnosed: true,
      condition: 'Cystic fibrosis',
      year: '2001',
      symptoms: ['Cough', 'Fatigue'],
    });
    await checkScreenInEveryLook(page, testInfo, 'step-2-medical-condition');
    await s.medicalCondition.doNext();

    await s.medicalHistory.seeIt();
    await s.medicalHistory.doFill({
      medications: ['Ivacaftor'],
      otherConditions: ['Asthma'],
      familyHistory: 'Mother carries a CFTR variant',
    });
    await checkScreenInEveryLook(page, testInfo, 'step-3-medical-history');
    await s.medicalHistory.doNext();

    await s.geneticReport.seeIt();
    await s.geneticReport.doAnswer(true);
    await s.geneticReport.seeUploadArea();
    await checkScreenInEveryLook(page, testInfo, 'step-4-genetic-report-upload');
    await s.geneticReport.doAnswer(false);
    await s.geneticReport.doNext();

    await s.checklist.seeIt();
    await s.checklist.doAnswer([2, 7]);
    await checkScreenInEveryLook(page, testInfo, 'checklist');
    await s.checklist.doNext();

    await s.bookAppointment.seeIt();
    await expect(page.getByRole('button', { name: 'Confirm test booking' })).toBeVisible();
    await checkScreenInEveryLook(page, testInfo, 'step-5-book-appointment');
    await s.bookAppointment.doBookWithStub();
    await s.bookAppointment.seeBooked();
    await checkScreenInEveryLook(page, testInfo, 'step-5-booked');
  });

  test('report results', async ({ page, request }, testInfo) => {
    const patient = await registerThroughApi(request, 'results');
    await page.route('**/api/user/process-document', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(reportResultWithVariants),
      }),
    );
    await signInWithToken(page, patient, '/onboarding');
    const s = screens(page);
    await s.personalInfo.doFill(personalInfoOf(patient));
    await s.personalInfo.doNext();
    await s.medicalCondition.seeIt();
    await s.medicalCondition.doNext();
    await s.medicalHistory.seeIt();
    await s.medicalHistory.doNext();
    await s.geneticReport.seeIt();
    await s.geneticReport.doAnswer(true);
    await s.geneticReport.doUpload({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await s.geneticReport.seeVariantResults(reportResultWithVariants.variants.length);
    await page.getByRole('button', { name: /NM_000492\.4:c\.1521_1523del/ }).click();
    await expect(page.getByText('Variant Identifiers').first()).toBeVisible();
    await checkScreenInEveryLook(page, testInfo, 'report-results');
  });

  test('report queue', async ({ page, request }, testInfo) => {
    const queue = await serveReportQueue(page, { status: 'queued', ahead: 2 });
    const patient = await registerThroughApi(request, 'queue');
    await answerFirstTwoStepsThroughApi(request, patient);
    await saveAnswersThroughApi(request, patient, { familyHistory: 'None known' });
    await signInWithToken(page, patient, '/onboarding/genetic-report');
    const s = screens(page);
    await s.geneticReport.seeIt();
    await s.geneticReport.doAnswer(true);
    await s.geneticReport.doUpload({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByText('2 reports ahead of yours')).toBeVisible();
    await checkScreenInEveryLook(page, testInfo, 'report-queued');
    queue.set({ status: 'reading', pagesRead: 3, pages: 8 });
    await expect(page.getByText('3 of 8 pages read')).toBeVisible();
    await checkScreenInEveryLook(page, testInfo, 'report-reading');
    queue.set({ status: 'read', result: reportResultWithVariants });
    await s.geneticReport.seeVariantResults(reportResultWithVariants.variants.length);
    await checkScreenInEveryLook(page, testInfo, 'report-read-after-queue');
  });

  test('server unreachable, still signed in', async ({ page, request }, testInfo) => {
    const patient = await registerThroughApi(request, 'unreachable');
    await page.route('**/auth/me', (route) => route.abort('connectionrefused'));
    await signInWithToken(page, patient, '/onboarding');
    await expect(
      page.getByRole('heading', { name: "We can't reach herd Health right now" }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
    await checkScreenInEveryLook(page, testInfo, 'server-unreachable');
  });

  test('dashboard screens', async ({ page, request }, testInfo) => {
    const patient = await registerThroughApi(request, 'dashboard');
    await finishOnboardingThroughApi(request, patient, stubbedStartTime);
    await signInWithToken(page, patient, '/dashboard');
    const s = screens(page);
    await s.dashboard.seeHome(patient.firstName);
    await expect(page.getByText('Upcoming Genetic Counseling')).toBeVisible();
    await checkScreenInEveryLook(page, testInfo, 'dashboard-home');
    for (const screen of ['calendar', 'messages', 'profile', 'settings'] as const) {
      await s.dashboard.doOpen(screen);
      await checkScreenInEveryLook(page, testInfo, `dashboard-${screen}`);
    }
  });
});
