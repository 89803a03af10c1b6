import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import {
  call,
  detailOf,
  registerUser,
  type TestUser,
  uniqueEmail,
  uploadForm,
} from './support/http.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

describe.each(databaseVariants())('inputs the database would refuse, on $name', (variant) => {
  let server: LocalServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startServerInProcess({
      databaseUrl: variant.databaseUrl,
      extractReport: stubExtractor,
    });
    user = await registerUser(server.url);
  });
  afterAll(() => server?.close());

  const save = (json: object) =>
    call(server.url, 'POST', '/api/user/onboarding', { token: user.token, json });

  it.each([
    [{ firstName: 'Ada\u0000' }, 'firstName'],
    [{ lastName: '\u0000' }, 'lastName'],
    [{ symptoms: ['cough', '\u0000fatigue'] }, 'symptoms'],
    [{ familyHistory: 'none\u0000' }, 'familyHistory'],
    [{ condition: '\u0000' }, 'condition'],
  ])('answers 422 for a NUL character in %j, naming the field', async (json, field) => {
    const response = await save(json);
    expect(response.status).toBe(422);
    expect((response.body as { field?: string }).field).toBe(field);
    expect(detailOf(response)).toMatch(/not allowed|NUL/);
  });

  it('answers 422 for a NUL character in the name at registration and sign-in', async () => {
    const register = await call(server.url, 'POST', '/auth/register', {
      json: { name: 'Ada\u0000', email: uniqueEmail(), password: 'kettle orbit lantern meadow' },
    });
    expect(register.status).toBe(422);
    expect(detailOf(register)).toMatch(/name/);
    const login = await call(server.url, 'POST', '/auth/login', {
      json: { email: uniqueEmail(), password: 'pass\u0000word-long' },
    });
    expect(login.status).toBe(422);
  });

  it.each([
    '2030-02-31T10:00:00Z',
    '0000-06-01T10:00:00Z',
    '2030-06-01T10:00:00+23:59',
    '2030-06-01T24:30:00Z',
    '99999-06-01T10:00:00Z',
  ])('answers 422 for the appointment date %s', async (appointmentDate) => {
    const response = await save({ appointmentDate });
    expect(response.status).toBe(422);
    expect((response.body as { field?: string }).field).toBe('appointmentDate');
    expect(detailOf(response)).toMatch(/real date/);
  });

  it('still accepts real appointment dates with offsets', async () => {
    for (const appointmentDate of ['2030-02-28T10:00:00Z', '2030-06-01T10:00:00.000-04:00']) {
      const response = await save({ appointmentDate });
      expect(response.status, appointmentDate).toBe(200);
      expect((response.body as { appointmentDate: string }).appointmentDate).toBe(
        new Date(appointmentDate).toISOString(),
      );
    }
  });

  it('accepts a file name with NUL and control characters (it is never shown or used as a path)', async () => {
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(pngLike(), 'scan\u0000\u0007.png', 'image/png'),
    });
    expect(response.status, response.text).toBe(200);
  });

  it('answers 401 to an upload by an account deleted meanwhile, never 500', async () => {
    const doomed = await registerUser(server.url);
    const deleted = await call(server.url, 'DELETE', '/api/user', { token: doomed.token });
    expect(deleted.status).toBe(204);
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: doomed.token,
      body: uploadForm(pngLike(), 'late.png', 'image/png'),
    });
    expect(response.status).toBe(401);
  });
});
