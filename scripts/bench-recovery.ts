// npm run bench:recovery — issue 25's targets on the real server (its own process; PGlite, or
// PostgreSQL with --database-url) mailing a real SMTP server in this process. Prints numbers
// only; nothing here asserts a timing.
//   1. "Forgot password?" for 50 accounts and 50 unknown addresses, alternating: status, body,
//      median times and their difference (--rounds rounds of 50 + 50, each with new accounts).
//   2. How long a reset mail takes to reach the SMTP server after the request (20 requests).
//   3. The SMTP server down for 60 s while 10 resets are asked for (among 100 requests): request
//      p50/p99 against 100 requests with it up, and when the 10 mails arrive after it returns.
//   4. Used, superseded, unknown and expired tokens, each tried 20 times: how many were refused.
//   5. Sessions still alive after a reset (5 accounts with 5 sessions each).
//   6. Every row of the activity log, read from the database after a patient's session with a
//      condition, symptoms, medications and a genetic report: rows holding any of those values.
// Options: --built  --outage-seconds N (default 60)  --rounds N (default 3)  --database-url URL
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/open-database.ts';
import { pdfFile } from './lib/pdf-file.ts';
import { type SmtpSink, startSmtpSink } from './lib/smtp-sink.ts';
import { type LocalServer, spawnServer } from './lib/start-server.ts';
import { median } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    built: { type: 'boolean', default: false },
    'outage-seconds': { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
  },
});
const outageMs = Number(values['outage-seconds']) * 1000;
const databaseUrl = values['database-url'];
const PASSWORD = 'kettle orbit lantern meadow';
const NEW_PASSWORD = 'harbour violet compass thistle';
const rows: Array<[string, string, string]> = [];
const report = (measure: string, target: string, measured: string) => {
  rows.push([measure, target, measured]);
  console.log(`${measure}: ${measured}   (target: ${target})`);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

async function post(url: string, route: string, body?: unknown, token?: string) {
  const started = performance.now();
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'user-agent': 'bench-recovery',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

let counter = 0;
async function register(url: string, tag: string) {
  const email = `${tag}-${++counter}-${Date.now()}@bench.test`;
  const answer = await post(url, '/auth/register', {
    name: 'Bench Patient',
    email,
    password: PASSWORD,
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${answer.text}`);
  return { email, token: (JSON.parse(answer.text) as { access_token: string }).access_token };
}

/** The newest reset link mailed to `email` after `from` messages, once it has arrived. */
async function resetMail(sink: SmtpSink, email: string, from = 0, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = sink.messages
      .slice(from)
      .filter((m) => m.to.includes(email) && m.subject.startsWith('Reset your'))
      .at(-1);
    if (mail?.link) return { ...mail, token: /token=([\w-]+)/.exec(mail.link)?.[1] ?? '' };
    if (Date.now() > deadline) throw new Error(`no reset mail for ${email}`);
    await sink.received(sink.messages.length + 1, deadline - Date.now()).catch(() => undefined);
  }
}

const forgot = (url: string, email: string) => post(url, '/auth/password/forgot', { email });
const reset = (url: string, token: string) =>
  post(url, '/auth/password/reset', { token, new_password: NEW_PASSWORD });

async function start(dataDir: string, sink: SmtpSink): Promise<LocalServer> {
  return spawnServer({
    dataDir,
    keepData: true,
    built: values.built,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'herd Health <no-reply@bench.test>',
      PUBLIC_URL: 'http://bench.test',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_RESET_ADDRESS_MAX: '1000000',
      REPORT_QUEUE_SCHEMA: `bench_recovery_${process.pid}`,
    },
  });
}

/** Runs SQL on the stopped server's database (PGlite folder, or the PostgreSQL database). */
async function withDatabase<T>(
  dataDir: string,
  work: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await work((sql) => db.query<Record<string, unknown>>(sql));
  } finally {
    await db.close();
  }
}

/** One round: 50 accounts and 50 unknown addresses, alternating which goes first. */
async function timingRound(url: string, sink: SmtpSink, answers: Set<string>) {
  const accounts: Array<{ email: string; token: string }> = [];
  const mailed = sink.messages.length;
  for (let i = 0; i < 50; i++) accounts.push(await register(url, 'timing'));
  // Their confirmation mails are sent before anything is measured.
  await sink.received(mailed + accounts.length, 60_000);
  await sleep(1000);
  const known: number[] = [];
  const unknown: number[] = [];
  const timed = (answer: { status: number; text: string; ms: number }) => {
    answers.add(`${answer.status} ${answer.text}`);
    return answer.ms;
  };
  for (let i = 0; i < 50; i++) {
    const pair = [
      async () => known.push(timed(await forgot(url, accounts[i]?.email ?? ''))),
      async () => unknown.push(timed(await forgot(url, `nobody-${i}-${Date.now()}@bench.test`))),
    ];
    if (i % 2) pair.reverse();
    for (const step of pair) await step();
  }
  return { accounts, known, unknown };
}

async function identicalAnswers(url: string, sink: SmtpSink) {
  const answers = new Set<string>();
  const rounds = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    rounds.push(await timingRound(url, sink, answers));
  }
  const differences = rounds.map((r) => median(r.known) - median(r.unknown));
  const allKnown = rounds.flatMap((r) => r.known);
  const allUnknown = rounds.flatMap((r) => r.unknown);
  report(
    `forgot-password answer, 50 existing vs 50 unknown emails (${rounds.length} rounds)`,
    'same status and body; median time differs by < 5 ms',
    `${answers.size === 1 ? 'same status and body' : `${answers.size} different answers`} (${[...answers][0]?.slice(0, 3)}); median existing minus unknown per round: ${differences.map((d) => ms(d)).join(', ')}; all rounds: median ${ms(median(allKnown))} vs ${ms(median(allUnknown))}, p90 ${ms(percentile(allKnown, 90))} vs ${ms(percentile(allUnknown, 90))}`,
  );
  return rounds.at(-1)?.accounts ?? [];
}

async function deliveryTime(url: string, sink: SmtpSink, accounts: Array<{ email: string }>) {
  // The 50 reset mails of the first measure leave first (a backlog is not what this measures).
  const started = Date.now();
  await Promise.all(accounts.map((account) => resetMail(sink, account.email)));
  console.log(
    `(the 50 reset mails of the first measure were all delivered ${((Date.now() - started) / 1000).toFixed(1)} s after its last request)`,
  );
  await sleep(1000);
  const times: number[] = [];
  for (const account of accounts.slice(0, 20)) {
    const from = sink.messages.length;
    const sent = Date.now();
    await forgot(url, account.email);
    const mail = await resetMail(sink, account.email, from, 30_000);
    times.push(mail.receivedAt - sent);
  }
  report(
    'a message reaches a local SMTP server (20 resets, one after another)',
    '< 5 s after the request',
    `median ${ms(median(times))}, max ${ms(Math.max(...times))}`,
  );
}

async function outage(url: string, sink: SmtpSink) {
  const before = [];
  const during = [];
  const mailed = sink.messages.length;
  for (let i = 0; i < 10; i++) before.push(await register(url, 'before'));
  for (let i = 0; i < 10; i++) during.push(await register(url, 'during'));
  // Their confirmation mails are sent before anything is measured.
  await sink.received(mailed + 20, 60_000);
  await sleep(1000);
  const hundred = async (accounts: Array<{ email: string }>) => {
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      const email =
        i % 10 === 0 ? (accounts[i / 10]?.email ?? '') : `nobody-${i}-${Date.now()}@bench.test`;
      const answer = await forgot(url, email);
      if (answer.status !== 202) throw new Error(`forgot answered ${answer.status}`);
      times.push(answer.ms);
    }
    return times;
  };
  const up = await hundred(before);
  await sleep(2000);
  await sink.pause();
  const downAt = Date.now();
  const down = await hundred(during);
  const sentBefore = sink.messages.length;
  await sleep(Math.max(0, outageMs - (Date.now() - downAt)));
  await sink.resume();
  const upAt = Date.now();
  const arrived = await Promise.all(
    during.map((account) => resetMail(sink, account.email, sentBefore)),
  );
  const lastAfter = Math.max(...arrived.map((mail) => mail.receivedAt)) - upAt;
  report(
    `SMTP down ${outageMs / 1000} s, 10 resets requested meanwhile`,
    '10 delivered after it returns; request p99 unchanged',
    `${arrived.length} of 10 delivered, the last ${(lastAfter / 1000).toFixed(1)} s after the SMTP server returned; 100 requests each: p50 ${ms(median(up))} up vs ${ms(median(down))} down, p99 ${ms(percentile(up, 99))} up vs ${ms(percentile(down, 99))} down`,
  );
}

async function sessionsAfterReset(url: string, sink: SmtpSink) {
  let alive = 0;
  let total = 0;
  for (let i = 0; i < 5; i++) {
    const account = await register(url, 'sessions');
    const tokens = [account.token];
    for (let j = 0; j < 4; j++) {
      const login = await post(url, '/auth/login', { email: account.email, password: PASSWORD });
      tokens.push((JSON.parse(login.text) as { access_token: string }).access_token);
    }
    const from = sink.messages.length;
    await forgot(url, account.email);
    const mail = await resetMail(sink, account.email, from);
    if ((await reset(url, mail.token)).status !== 204) throw new Error('reset refused');
    for (const token of tokens) {
      const me = await fetch(`${url}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      total++;
      if (me.status === 200) alive++;
    }
  }
  report('sessions alive after a reset', '0', `${alive} of ${total} (5 accounts, 5 sessions each)`);
}

async function refusedTokens(url: string, sink: SmtpSink) {
  const tries = async (token: string, at = url) => {
    let refused = 0;
    for (let i = 0; i < 20; i++) if ((await reset(at, token)).status === 400) refused++;
    return refused;
  };
  const used = await register(url, 'used');
  let from = sink.messages.length;
  await forgot(url, used.email);
  const usedToken = (await resetMail(sink, used.email, from)).token;
  await reset(url, usedToken);
  const superseded = await register(url, 'superseded');
  from = sink.messages.length;
  await forgot(url, superseded.email);
  const first = (await resetMail(sink, superseded.email, from)).token;
  from = sink.messages.length;
  await forgot(url, superseded.email);
  await resetMail(sink, superseded.email, from);
  const expiring = await register(url, 'expired');
  from = sink.messages.length;
  await forgot(url, expiring.email);
  const expiringToken = (await resetMail(sink, expiring.email, from)).token;
  return {
    used: await tries(usedToken),
    superseded: await tries(first),
    unknown: await tries('A'.repeat(43)),
    expiringToken,
    tries,
  };
}

function textPdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const content = [
    'BT /F1 11 Tf 72 720 Td 14 TL',
    ...lines.map((line) => `(${line}) Tj T*`),
    'ET',
  ].join('\n');
  return new Uint8Array(
    pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]),
  );
}

const HEALTH_VALUES = [
  'Cystic fibrosis',
  'Chronic cough',
  'Ivacaftor',
  'CFTR',
  'c.1521_1523del',
  'Phe508del',
  'cystic-fibrosis-report',
];

/** A patient's session that touches every kind of health value the app holds. */
async function healthySession(url: string) {
  const patient = await register(url, 'activity');
  const auth = { authorization: `Bearer ${patient.token}`, 'user-agent': 'bench-recovery' };
  await post(
    url,
    '/api/user/onboarding',
    {
      condition: 'Cystic fibrosis',
      symptoms: ['Chronic cough'],
      medications: ['Ivacaftor'],
      state: 'MI',
    },
    patient.token,
  );
  const form = new FormData();
  const pdf = textPdf([
    'Gene: CFTR  Variant: NM_000492.4:c.1521_1523del (p.Phe508del)  Pathogenic',
    'Associated condition: Cystic fibrosis',
  ]);
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'cystic-fibrosis-report.pdf');
  const upload = await fetch(`${url}/api/user/process-document`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const { run_id: runId } = (await upload.json()) as { run_id: string };
  await fetch(`${url}/api/user/document`, { headers: auth });
  await fetch(`${url}/api/genetic-report/report/${runId}`, { method: 'DELETE', headers: auth });
  await post(
    url,
    '/auth/password',
    { current_password: PASSWORD, new_password: NEW_PASSWORD },
    patient.token,
  );
  await post(url, '/auth/login', { email: patient.email, password: 'Cystic fibrosis' });
}

async function main() {
  const sink = await startSmtpSink();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-bench-recovery-'));
  let server = await start(dataDir, sink);
  console.log(
    `server ${server.url} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${values.built ? 'built' : 'tsx'}), SMTP ${sink.url.replace(/:[^:@]+@/, ':***@')}`,
  );
  try {
    const accounts = await identicalAnswers(server.url, sink);
    await deliveryTime(server.url, sink, accounts);
    await outage(server.url, sink);
    await sessionsAfterReset(server.url, sink);
    const tokens = await refusedTokens(server.url, sink);
    await healthySession(server.url);
    await server.close();
    await withDatabase(dataDir, (query) =>
      query(
        `update account_tokens set expires_at = now() - interval '1 second' where used_at is null`,
      ),
    );
    server = await start(dataDir, sink);
    const expired = await tokens.tries(tokens.expiringToken, server.url);
    report(
      'a used, expired or superseded token (20 tries each, and 20 unknown)',
      'refused, every time',
      `used ${tokens.used}/20, expired ${expired}/20, superseded ${tokens.superseded}/20, unknown ${tokens.unknown}/20 refused (400)`,
    );
    await server.close();
    const activity = await withDatabase(dataDir, (query) => query('select * from activity_events'));
    const holding = activity.filter((row) => {
      const text = JSON.stringify(row).toLowerCase();
      return HEALTH_VALUES.some((value) => text.includes(value.toLowerCase()));
    });
    report(
      'activity log entries holding a health value (symptom, variant, condition)',
      '0',
      `${holding.length} of ${activity.length} rows (searched for ${HEALTH_VALUES.join(', ')})`,
    );
  } finally {
    await server.close().catch(() => undefined);
    await sink.close();
    if (!databaseUrl) await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.log('\n| measure | target | measured |\n| --- | --- | --- |');
  for (const [measure, target, measured] of rows)
    console.log(`| ${measure} | ${target} | ${measured} |`);
}

await main();
