import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { GeneticReportPage } from '../pages/genetic-report-page';
import { type NewPatient, newPatient } from './patients';

export interface ApiPatient extends NewPatient {
  token: string;
}

/** Registers through the real API (for tests whose subject is not registration itself). */
export async function registerThroughApi(
  request: APIRequestContext,
  tag?: string,
  /** The Full Name typed at registration, when the test needs a particular one. */
  name?: string,
): Promise<ApiPatient> {
  const patient = { ...newPatient(tag), ...(name ? { name } : {}) };
  const response = await request.post('/auth/register', {
    data: { name: patient.name, email: patient.email, password: patient.password },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { access_token: string };
  return { ...patient, token: body.access_token };
}

/** Saves a finished onboarding for the patient, with an appointment, through the real API. */
export async function finishOnboardingThroughApi(
  request: APIRequestContext,
  patient: ApiPatient,
  appointmentDate: string,
  branch: 'checklist' | 'report' = 'checklist',
): Promise<void> {
  // The report branch keeps the report on file; "no report" would remove it (as step 4 says).
  const branchAnswers =
    branch === 'report'
      ? { hasGeneticReport: true }
      : { hasGeneticReport: false, checklistItems: ['severeHypotonia'] };
  const response = await request.post('/api/user/onboarding', {
    headers: { Authorization: `Bearer ${patient.token}` },
    data: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: '1990-04-01',
      gender: 'female',
      state: 'MI',
      condition: '',
      familyHistory: 'No family history provided',
      ...branchAnswers,
      appointmentDate,
      has_completed_onboarding: true,
    },
  });
  expect(response.status()).toBe(200);
}

/** Saves answers for the patient through the real API, as a finished step would. */
export async function saveAnswersThroughApi(
  request: APIRequestContext,
  patient: ApiPatient,
  answers: Record<string, unknown>,
): Promise<void> {
  const response = await request.post('/api/user/onboarding', {
    headers: { Authorization: `Bearer ${patient.token}` },
    data: answers,
  });
  expect(response.status()).toBe(200);
}

/** Step 1 and step 2 answered, so the patient resumes on step 3. */
export async function answerFirstTwoStepsThroughApi(
  request: APIRequestContext,
  patient: ApiPatient,
): Promise<void> {
  await saveAnswersThroughApi(request, patient, {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: '1990-04-01',
    gender: 'female',
    state: 'MI',
    hasBeenDiagnosed: false,
    symptoms: ['Fatigue'],
  });
}

/** Uploads a report file through the real API; the server extracts and stores it. */
export async function uploadReportThroughApi(
  request: APIRequestContext,
  patient: ApiPatient,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ run_id: string; variants: unknown[] }> {
  const response = await request.post('/api/user/process-document', {
    headers: { Authorization: `Bearer ${patient.token}` },
    multipart: { file },
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { run_id: string; variants: unknown[] };
}

/** Starts the app signed in as the patient (the client keeps its token in localStorage.token). */
export async function signInWithToken(
  page: Page,
  patient: ApiPatient,
  path: string,
): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, patient.token);
  await page.goto(path);
}

/**
 * A new patient with steps 1 to 3 saved through the API, signed in on step 4 with "Yes" chosen:
 * the upload area is showing.
 */
export async function openReportStep(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<{ patient: ApiPatient; step4: GeneticReportPage }> {
  const patient = await registerThroughApi(request, tag);
  await answerFirstTwoStepsThroughApi(request, patient);
  await saveAnswersThroughApi(request, patient, { familyHistory: 'None known' });
  await signInWithToken(page, patient, '/onboarding/genetic-report');
  const step4 = new GeneticReportPage(page);
  await step4.seeIt();
  await step4.doAnswer(true);
  await step4.seeUploadArea();
  return { patient, step4 };
}
