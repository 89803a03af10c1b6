import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

async function upload(url: string, user: TestUser, bytes: Uint8Array): Promise<string> {
  const response = await call(url, 'POST', '/api/user/process-document', {
    token: user.token,
    body: uploadForm(bytes, 'report.png', 'image/png'),
  });
  expect(response.status, response.text).toBe(200);
  return (response.body as { run_id: string }).run_id;
}

async function download(url: string, user: TestUser) {
  const response = await fetch(`${url}/api/user/document`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe.each(databaseVariants())('deleting a report on $name', (variant) => {
  let server: LocalServer;
  let url: string;
  beforeAll(async () => {
    server = await startServerInProcess({
      databaseUrl: variant.databaseUrl,
      extractReport: stubExtractor,
    });
    url = server.url;
  });
  afterAll(() => server?.close());

  it('DELETE /api/genetic-report/report/{id} answers 204 and the previous report becomes the document', async () => {
    const owner = await registerUser(url);
    const older = pngLike();
    const newer = pngLike();
    const olderId = await upload(url, owner, older);
    const newerId = await upload(url, owner, newer);
    expect((await download(url, owner)).bytes).toEqual(newer);

    const deleted = await call(url, 'DELETE', `/api/genetic-report/report/${newerId}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    const gone = await call(url, 'GET', `/api/genetic-report/report/${newerId}`, {
      token: owner.token,
    });
    expect(gone.status).toBe(404);
    expect((await download(url, owner)).bytes).toEqual(older);

    expect(
      (await call(url, 'DELETE', `/api/genetic-report/report/${olderId}`, { token: owner.token }))
        .status,
    ).toBe(204);
    expect((await download(url, owner)).status).toBe(404);
    const me = await call(url, 'GET', '/auth/me', { token: owner.token });
    expect((me.body as { documentUrl: string | null }).documentUrl).toBeNull();
  });

  it("answers 404 for another patient's report and an unknown id, and deletes nothing", async () => {
    const owner = await registerUser(url);
    const stranger = await registerUser(url);
    const bytes = pngLike();
    const id = await upload(url, owner, bytes);
    for (const [user, reportId] of [
      [stranger, id],
      [owner, 'no-such-report'],
      [owner, 'x'.repeat(500)],
    ] as const) {
      const response = await call(url, 'DELETE', `/api/genetic-report/report/${reportId}`, {
        token: user.token,
      });
      expect(response.status).toBe(404);
      expect(detailOf(response)).toBe('Report not found');
    }
    expect((await download(url, owner)).bytes).toEqual(bytes);
  });

  it('saving "no genetic report" removes the reports on file; "yes" keeps them', async () => {
    const owner = await registerUser(url);
    await upload(url, owner, pngLike());
    const yes = await call(url, 'POST', '/api/user/onboarding', {
      token: owner.token,
      json: { hasGeneticReport: true },
    });
    expect(yes.status, yes.text).toBe(200);
    expect((await download(url, owner)).status).toBe(200);

    const no = await call(url, 'POST', '/api/user/onboarding', {
      token: owner.token,
      json: { hasGeneticReport: false },
    });
    expect(no.status, no.text).toBe(200);
    expect(no.body).toMatchObject({
      hasGeneticReport: false,
      documentUrl: null,
      latestReportId: null,
    });
    expect((await download(url, owner)).status).toBe(404);
    const me = await call(url, 'GET', '/auth/me', { token: owner.token });
    expect(me.body).toMatchObject({ hasGeneticReport: false, documentUrl: null });
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('nothing is orphaned by deletion (PostgreSQL rows)', () => {
  let database: IsolatedDatabase;
  let server: LocalServer;
  beforeAll(async () => {
    database = await isolatedSchema(databaseUrl as string);
    server = await startServerInProcess({
      databaseUrl: database.url,
      extractReport: stubExtractor,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const rowsOf = async (table: string, userId: string) =>
    Number(
      (await database.query(`select count(*) as n from ${table} where user_id = $1`, [userId]))
        .rows[0].n,
    );

  it('deleting a report removes its row and its file; deleting the account removes everything', async () => {
    const user = await registerUser(server.url);
    const userId = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString())
      .sub as string;
    const first = await upload(server.url, user, pngLike());
    await upload(server.url, user, pngLike());
    expect(await rowsOf('reports', userId)).toBe(2);
    expect(await rowsOf('report_files', userId)).toBe(2);

    await call(server.url, 'DELETE', `/api/genetic-report/report/${first}`, { token: user.token });
    expect(await rowsOf('reports', userId)).toBe(1);
    expect(await rowsOf('report_files', userId)).toBe(1);

    expect((await call(server.url, 'DELETE', '/api/user', { token: user.token })).status).toBe(204);
    for (const table of ['reports', 'report_files', 'sessions']) {
      expect(await rowsOf(table, userId), table).toBe(0);
    }
    const users = await database.query('select count(*) as n from users where id = $1', [userId]);
    expect(Number(users.rows[0].n)).toBe(0);
  });
});
