import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../../scripts/lib/start-server.ts';
import { databaseVariants } from '../support/databases.ts';
import { eventually } from '../support/eventually.ts';
import { gatedExtractor } from '../support/gated-extractor.ts';
import { call, registerUser, type TestUser, uploadForm } from '../support/http.ts';
import { pngLike } from '../support/stub-extractor.ts';

/**
 * Issue 24, item 8: one patient's worst-case file held the only reader for 73 s while another
 * patient's 1-page PDF waited 56 s behind it. Now a reading that has had its fair share while
 * another patient's report waits is stopped and queued again behind it (twice at most).
 * Measured with real files: `npm run bench:fair-share`.
 */
describe.each(databaseVariants())('the reader shared between patients on $name', (variant) => {
  let engine = gatedExtractor();
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      databaseUrl: variant.databaseUrl,
      extractReport: (...args) => engine.extract(...args),
      env: { REPORT_FAIR_SHARE_MS: '1000' },
    });
  });
  afterAll(() => server?.close());

  const upload = async (user: TestUser) => {
    const answer = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { prefer: 'respond-async' },
      body: uploadForm(pngLike(), 'report.png', 'image/png'),
    });
    expect(answer.status, answer.text).toBe(202);
    return (answer.body as { status_url: string }).status_url;
  };
  const finished = (user: TestUser, statusUrl: string) =>
    eventually(
      () => call(server.url, 'GET', statusUrl, { token: user.token }),
      (answer) => answer.status !== 202,
      { everyMs: 100, timeoutMs: 30_000 },
    );

  it("stops a long reading for another patient's report, then reads it to the end", async () => {
    engine = gatedExtractor();
    const slow = await registerUser(server.url);
    const quick = await registerUser(server.url);
    const slowJob = await upload(slow);
    const slowFirst = await engine.started(1);
    const quickJob = await upload(quick);

    // The slow reading is stopped once it had its share, and the quick one is read meanwhile.
    const quickReading = await engine.started(2);
    expect(slowFirst.signal?.aborted).toBe(true);
    quickReading.release();
    expect((await finished(quick, quickJob)).status).toBe(200);

    // Nobody else waits now: the slow report is read again, to the end.
    const slowAgain = await engine.started(3);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(slowAgain.signal?.aborted).toBe(false);
    slowAgain.release();
    expect((await finished(slow, slowJob)).status).toBe(200);
  }, 60_000);
});
