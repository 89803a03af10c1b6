import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

describe('per-account upload limits', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: { REPORTS_PER_USER: '2', RATE_LIMIT_UPLOAD_MAX: '3' },
      extractReport: stubExtractor,
    });
  });
  afterAll(() => server?.close());

  const upload = (user: TestUser) =>
    call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(pngLike(), 'report.png', 'image/png'),
    });
  const report = (user: TestUser, id: string) =>
    call(server.url, 'GET', `/api/genetic-report/report/${id}`, { token: user.token });

  it('keeps only the newest REPORTS_PER_USER reports of a patient', async () => {
    const user = await registerUser(server.url);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(((await upload(user)).body as { run_id: string }).run_id);
    expect((await report(user, ids[0] as string)).status).toBe(404);
    expect((await report(user, ids[1] as string)).status).toBe(200);
    expect((await report(user, ids[2] as string)).status).toBe(200);
  });

  it('refuses uploads past RATE_LIMIT_UPLOAD_MAX in the window with 429, for that account only', async () => {
    const user = await registerUser(server.url);
    for (let i = 0; i < 3; i++) expect((await upload(user)).status).toBe(200);
    const refused = await upload(user);
    expect(refused.status).toBe(429);
    expect(detailOf(refused)).toMatch(/uploaded many reports recently/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await registerUser(server.url);
    expect((await upload(other)).status).toBe(200);
  });
});
