import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../contract/account.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { createActivityLog, recordActivity } from '../../server/activity/activity-log.ts';
import { openTestDatabase, type TestDatabase } from './support/app-on-database.ts';
import { databaseVariants } from './support/databases.ts';
import { call, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

const BROWSER = 'Mozilla/5.0 (activity-log test)';
const NEW_PASSWORD = 'harbour violet compass thistle';

describe.each(databaseVariants())("the patient's security record on $name", (variant) => {
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

  const as = (token?: string) => ({
    ...(token ? { token } : {}),
    headers: { 'user-agent': BROWSER },
  });
  const activity = async (user: TestUser) => {
    const answer = await call(url, 'GET', '/api/user/activity', as(user.token));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    return answer;
  };

  it('lists sign-ins, failures, profile and report events, password changes and sign-outs, newest first', async () => {
    const user = await registerUser(url);
    const login = (password: string) =>
      call(url, 'POST', '/auth/login', { json: { email: user.email, password }, ...as() });
    await login('not the password at all');
    const session = (await login(user.password)).body as { access_token: string };
    const token = session.access_token;
    await call(url, 'POST', '/api/user/onboarding', {
      ...as(token),
      json: { condition: 'Cystic fibrosis', symptoms: ['Chronic cough'], state: 'MI' },
    });
    const upload = await call(url, 'POST', '/api/user/process-document', {
      ...as(token),
      body: uploadForm(pngLike(), 'cystic-fibrosis-report.png', 'image/png'),
    });
    const { run_id: runId } = upload.body as { run_id: string };
    await call(url, 'GET', '/api/user/document', as(token));
    await call(url, 'DELETE', `/api/genetic-report/report/${runId}`, as(token));
    await call(url, 'POST', '/auth/password', {
      ...as(token),
      json: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    await call(url, 'POST', '/auth/logout', as(token));
    const fresh = (await call(url, 'POST', '/auth/login', {
      json: { email: user.email, password: NEW_PASSWORD },
    }).then((answer) => answer.body)) as { access_token: string };

    const answer = await activity({ ...user, token: fresh.access_token });
    const { events } = answer.body as { events: ActivityEvent[] };
    expect(events.map((event) => event.kind)).toEqual([
      'sign_in',
      'sign_out',
      'password_changed',
      'report_deleted',
      'report_downloaded',
      'report_uploaded',
      'profile_changed',
      'sign_in',
      'sign_in_failed',
      'sign_in',
    ]);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const event of events) {
      expect(event.ip).toBe('127.0.0.1');
      expect(Object.keys(event).sort()).toEqual(['at', 'ip', 'kind', 'user_agent']);
    }
    expect(events[1]?.user_agent).toBe(BROWSER);
    // Nothing the patient told us or uploaded: no condition, symptom, variant or file name.
    for (const healthValue of ['Cystic', 'cystic', 'cough', 'HBB', 'c.20A>T', '.png']) {
      expect(answer.text).not.toContain(healthValue);
    }
  });

  it("shows each patient only their own record, and nobody's without a session", async () => {
    const one = await registerUser(url);
    const other = await registerUser(url);
    await call(url, 'POST', '/auth/logout', { token: other.token });
    const { events } = (await activity(one)).body as { events: ActivityEvent[] };
    expect(events.map((event) => event.kind)).toEqual(['sign_in']);
    expect((await call(url, 'GET', '/api/user/activity')).status).toBe(401);
  });
});

describe.each(databaseVariants())('the activity_events table on $name', (variant) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(variant);
  });
  afterAll(() => database?.close());

  async function userWithEvents(count: number) {
    const id = randomUUID();
    await database.db.query('insert into users (id, email, name) values ($1, $2, $3)', [
      id,
      `${id}@example.com`,
      'Record Test',
    ]);
    for (let i = 0; i < count; i++) {
      await recordActivity(database.db, {
        userId: id,
        kind: 'sign_in',
        ip: '10.0.0.1',
        userAgent: null,
      });
    }
    return id;
  }
  const countOf = async (userId: string) =>
    (
      await database.db.query<{ n: number }>(
        'select count(*)::integer as n from activity_events where user_id = $1',
        [userId],
      )
    )[0]?.n;

  it('refuses every update: events are only ever added', async () => {
    const userId = await userWithEvents(1);
    await expect(
      database.db.query("update activity_events set ip = '1.2.3.4' where user_id = $1", [userId]),
    ).rejects.toThrow();
    const [row] = await database.db.query<{ ip: string }>(
      'select ip from activity_events where user_id = $1',
      [userId],
    );
    expect(row?.ip).toBe('10.0.0.1');
  });

  it('goes with the account', async () => {
    const userId = await userWithEvents(2);
    await database.db.query('delete from users where id = $1', [userId]);
    expect(await countOf(userId)).toBe(0);
  });

  it('keeps events for the retention period only', async () => {
    const userId = await userWithEvents(2);
    const log = createActivityLog(database.db, { trustedProxies: [] });
    // An event written 400 days ago: inserted directly with its time (rows are never updated).
    await database.db.query(
      `insert into activity_events (user_id, kind, at) values ($1, 'sign_out', now() - interval '400 days')`,
      [userId],
    );
    expect(await countOf(userId)).toBe(3);
    expect(await log.purge(365)).toBeGreaterThanOrEqual(1);
    expect(await countOf(userId)).toBe(2);
    expect((await log.recent(userId)).map((event) => event.kind)).toEqual(['sign_in', 'sign_in']);
  });

  it('lists at most the last 50', async () => {
    const userId = await userWithEvents(55);
    const log = createActivityLog(database.db, { trustedProxies: [] });
    expect(await log.recent(userId)).toHaveLength(50);
  });
});
