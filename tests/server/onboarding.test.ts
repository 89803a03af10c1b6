import { serviceNotAvailableDetail } from '@contract/options/served-state';
import { english } from '@i18n/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser } from './support/http.ts';

const HOSTILE = `Robert'); DROP TABLE users;-- <img src=x onerror=alert(1)> 🧬 ñ 漢字`;

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseVariants())('POST /api/user/onboarding on $name', (variant) => {
  let server: LocalServer;
  let url: string;

  beforeAll(async () => {
    server = await startServerInProcess({ databaseUrl: variant.databaseUrl });
    url = server.url;
  });
  afterAll(() => server?.close());

  const save = (token: string, json: unknown) =>
    call(url, 'POST', '/api/user/onboarding', { token, json });
  const me = async (token: string) =>
    (await call(url, 'GET', '/auth/me', { token })).body as Record<string, unknown>;
  const next = async (token: string) =>
    (
      (await call(url, 'GET', '/auth/check-onboarding', { token })).body as {
        redirect_path: string;
      }
    ).redirect_path;

  it('saves every field and returns the updated profile', async () => {
    const user = await registerUser(url);
    const payload = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-02-28',
      gender: 'female',
      state: 'MI',
      condition: 'Cystic fibrosis',
      diagnosis: 1995,
      hasBeenDiagnosed: true,
      symptoms: ['cough', 'fatigue'],
      medications: ['ivacaftor'],
      otherConditions: [],
      familyHistory: 'No family history provided',
      checklistItems: ['severeHypotonia', 'highRiskBRUE'],
      appointmentDate: '2030-05-01T15:30:00.000Z',
      hasGeneticReport: false,
      theme: 'dark',
      has_completed_onboarding: true,
    };
    const response = await save(user.token, payload);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...payload, email: user.email, documentUrl: null });
    expect(await me(user.token)).toMatchObject(payload);
  });

  it('keeps stored values for fields a later save leaves out', async () => {
    const user = await registerUser(url);
    await save(user.token, { firstName: 'Keep', diagnosis: 2001, symptoms: ['a', 'b'] });
    await save(user.token, { symptoms: ['c'] });
    expect(await me(user.token)).toMatchObject({
      firstName: 'Keep',
      diagnosis: 2001,
      symptoms: ['c'],
    });
    await save(user.token, { diagnosis: null, condition: '' });
    expect(await me(user.token)).toMatchObject({ diagnosis: null, condition: '', symptoms: ['c'] });
  });

  it('keeps list items exactly as written, commas included', async () => {
    const user = await registerUser(url);
    const medications = ['Vitamin D3, 1000 IU daily', 'Ivacaftor 150 mg, twice a day'];
    await save(user.token, { medications, symptoms: ['Fatigue, worse at night'] });
    expect(await me(user.token)).toMatchObject({
      medications,
      symptoms: ['Fatigue, worse at night'],
    });
  });

  it('stores unicode, SQL and script text verbatim', async () => {
    const user = await registerUser(url);
    await save(user.token, { familyHistory: HOSTILE, condition: HOSTILE, firstName: HOSTILE });
    expect(await me(user.token)).toMatchObject({
      familyHistory: HOSTILE,
      condition: HOSTILE,
      firstName: HOSTILE,
    });
  });

  it('refuses any state other than Michigan with the spec wording (422)', async () => {
    const user = await registerUser(url);
    const response = await save(user.token, { state: 'TX', firstName: 'Texan' });
    expect(response.status).toBe(422);
    expect(detailOf(response)).toBe(english(serviceNotAvailableDetail));
    expect((response.body as { field?: string }).field).toBe('state');
    // The app words it in the patient's language from its message id.
    expect((response.body as { message_id?: string }).message_id).toBe(
      serviceNotAvailableDetail.id,
    );
    expect(detailOf(response)).toContain('Service Not Available');
    // Nothing of the refused save is stored.
    expect((await me(user.token)).firstName).toBeNull();
  });

  it('refuses a year of diagnosis before the year of birth, at the field the request changes (422)', async () => {
    const user = await registerUser(url);
    expect((await save(user.token, { dateOfBirth: '1990-04-12' })).status).toBe(200);
    const early = await save(user.token, { condition: 'Cystic fibrosis', diagnosis: 1989 });
    expect(early.status).toBe(422);
    expect(detailOf(early)).toBe(
      'The year of diagnosis (1989) cannot be before the year of birth (1990)',
    );
    expect((early.body as { field?: string }).field).toBe('diagnosis');
    expect((await me(user.token)).condition).toBeNull();
    // The birth year itself is fine; a later date of birth is refused at its own field.
    expect((await save(user.token, { diagnosis: 1990 })).status).toBe(200);
    const later = await save(user.token, { dateOfBirth: '1995-01-01' });
    expect(later.status).toBe(422);
    expect((later.body as { field?: string }).field).toBe('dateOfBirth');
    expect((await save(user.token, { diagnosis: null, dateOfBirth: '1995-01-01' })).status).toBe(
      200,
    );
  });

  const currentYear = new Date().getUTCFullYear();
  it.each([
    [{ state: 'XX' }, /State of residence is required/],
    [{ state: 'mi' }, /State of residence is required/],
    [{ gender: 'robot' }, /Gender is required/],
    [{ dateOfBirth: '2023-02-30' }, /Date of birth must be a real date/],
    [{ dateOfBirth: '01/02/1990' }, /Date of birth must be a real date/],
    [{ dateOfBirth: isoDay(2) }, /Date of birth cannot be in the future/],
    [{ dateOfBirth: '1899-12-31' }, /1900/],
    [{ dateOfBirth: 19900101 }, /Date of birth is required/],
    [{ diagnosis: '1999' }, /Year of diagnosis must be a year/],
    [{ diagnosis: 1999.5 }, /whole year/],
    [{ diagnosis: 1899 }, /between 1900 and/],
    [{ diagnosis: currentYear + 1 }, /between 1900 and/],
    [{ firstName: '' }, /First name is required/],
    [{ firstName: '   ' }, /First name is required/],
    [{ firstName: 'Ada\u0000' }, /not allowed/],
    [{ firstName: 'x'.repeat(101) }, /at most 100/],
    [{ familyHistory: 'x'.repeat(5001) }, /at most 5000/],
    [{ familyHistory: 'bad\u0000byte' }, /not allowed/],
    [{ symptoms: 'a,b' }, /Primary symptoms must be a list/],
    [{ symptoms: ['x'.repeat(2001)] }, /at most 2000 characters/],
    [{ symptoms: ['  '] }, /cannot be blank/],
    [{ medications: Array.from({ length: 51 }, (_, i) => `m${i}`) }, /at most 50 items/],
    [{ checklistItems: ['notAQuestion'] }, /unknown item/],
    [{ checklistItems: ['severeHypotonia', 'severeHypotonia'] }, /twice/],
    [{ checklistItems: 'severeHypotonia' }, /must be a list/],
    [{ appointmentDate: 'next tuesday' }, /real date and time/],
    [{ appointmentDate: '2030-02-31T10:00:00Z' }, /real date and time/],
    [{ appointmentDate: '0000-01-01T10:00:00Z' }, /real date and time/],
    [{ appointmentDate: '2030-01-01T10:00:00+23:59' }, /real date and time/],
    [{ hasGeneticReport: 'yes' }, /yes or no/],
    [{ has_completed_onboarding: 1 }, /yes or no/],
    [{ theme: 'blue' }, /Please choose a theme/],
  ])('rejects case %# with 422, naming the field', async (json, detail) => {
    const user = await registerUser(url);
    const response = await save(user.token, json);
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(detail);
    expect((response.body as { field?: string }).field).toBe(Object.keys(json)[0]);
  });

  it('accepts the boundary values', async () => {
    const user = await registerUser(url);
    const response = await save(user.token, {
      dateOfBirth: isoDay(0),
      diagnosis: currentYear,
    });
    expect(response.status).toBe(200);
    // 1900 with no date of birth on file (born today, a diagnosis in 1900 is refused: above).
    const noBirthDate = await registerUser(url);
    expect((await save(noBirthDate.token, { diagnosis: 1900 })).status).toBe(200);
  });

  it('sends a returning patient to the first step whose data is missing', async () => {
    const withChecklist = await registerUser(url);
    const t = withChecklist.token;
    expect(await next(t)).toBe('/onboarding');
    await save(t, { firstName: 'A', lastName: 'B', dateOfBirth: '2000-01-01', gender: 'other' });
    expect(await next(t)).toBe('/onboarding');
    await save(t, { state: 'MI' });
    expect(await next(t)).toBe('/onboarding/medical-condition');
    await save(t, { condition: '', symptoms: [] });
    expect(await next(t)).toBe('/onboarding/medical-history');
    await save(t, {
      medications: [],
      otherConditions: [],
      familyHistory: 'No family history provided',
    });
    expect(await next(t)).toBe('/onboarding/genetic-report');
    await save(t, { hasGeneticReport: false });
    expect(await next(t)).toBe('/onboarding/medical-checklist');
    await save(t, { checklistItems: [] });
    expect(await next(t)).toBe('/onboarding/book-appointment');
    await save(t, { has_completed_onboarding: true });
    expect(await next(t)).toBe('/dashboard');

    const withReport = await registerUser(url);
    await save(withReport.token, {
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '2000-01-01',
      gender: 'male',
      state: 'MI',
      diagnosis: 2010,
      familyHistory: 'none',
      hasGeneticReport: true,
    });
    expect(await next(withReport.token)).toBe('/onboarding/book-appointment');
  });
});
