import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import type { ReportExtractor } from '../../server/reports/report-extractor.ts';
import { call, detailOf, registerUser, uploadForm } from './support/http.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

const LIMIT_MS = 1000;

/** Reads every report in `readingMs` (from the upload's first byte), stopping when aborted. */
function slowExtractor(readingMs: (bytes: Uint8Array) => number): ReportExtractor {
  return async (bytes, mediaType, options) => {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, readingMs(bytes));
      options?.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(options.signal?.reason);
        },
        { once: true },
      );
    });
    return stubExtractor(bytes, mediaType, options);
  };
}

const SLOW_MARK = 0x99;

describe('the reading time limit counts reading, not waiting (issue 15 item 4)', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: { EXTRACT_TIMEOUT_MS: String(LIMIT_MS) },
      // 600 ms a report; one marked slow takes longer than the limit.
      extractReport: slowExtractor((bytes) => (bytes.at(-1) === SLOW_MARK ? 1500 : 600)),
    });
  }, 60_000);
  afterAll(() => server?.close());

  const upload = async (bytes: Uint8Array) => {
    const user = await registerUser(server.url);
    const started = performance.now();
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(bytes, 'report.png', 'image/png'),
    });
    return { response, ms: performance.now() - started };
  };
  const fast = () => {
    const bytes = pngLike();
    bytes[bytes.length - 1] = 0;
    return bytes;
  };

  it('a report that waited longer than the limit, then read within it, succeeds', async () => {
    const answers = await Promise.all([upload(fast()), upload(fast()), upload(fast())]);
    for (const { response } of answers) expect(response.status, response.text).toBe(200);
    // The last one waited for two readings (1.2 s): more than the limit, so waiting did not count.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeGreaterThan(LIMIT_MS);
  });

  it('a reading longer than the limit fails with 422', async () => {
    const slow = pngLike();
    slow[slow.length - 1] = SLOW_MARK;
    const { response } = await upload(slow);
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(/took too long/);
  });
});
