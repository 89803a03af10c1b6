import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { registerUser, type TestUser } from './support/http.ts';
import { stubExtractor } from './support/stub-extractor.ts';

const BOUNDARY = 'herd-test-boundary';
const MB = 1024 * 1024;

/** A multipart body streamed in 1 MB pieces, optionally slowly (a phone on a poor network). */
function streamedUpload(totalBytes: number, delayMs: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent >= totalBytes) {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
        return;
      }
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      controller.enqueue(new Uint8Array(MB));
      sent += MB;
    },
  });
}

describe('an upload over the size limit on a keep-alive connection', () => {
  let server: LocalServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startServerInProcess({ extractReport: stubExtractor });
    user = await registerUser(server.url);
  });
  afterAll(() => server?.close());

  it('always gets the 413 and its detail, never a connection reset (Node fetch, 6 in a row)', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      try {
        const response = await fetch(`${server.url}/api/user/process-document`, {
          method: 'POST',
          body: streamedUpload(11 * MB, i % 2 === 0 ? 60 : 0),
          duplex: 'half',
          headers: {
            authorization: `Bearer ${user.token}`,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
        } as RequestInit);
        const body = (await response.json()) as { detail?: string };
        outcomes.push(`${response.status} ${body.detail}`);
      } catch (error) {
        outcomes.push(`failed: ${(error as Error).cause ?? error}`);
      }
    }
    for (const outcome of outcomes) expect(outcome).toMatch(/^413 .*larger than 10 MB/);
    // The connection stays usable: the next request on it is answered.
    const me = await fetch(`${server.url}/auth/me`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.status).toBe(200);
  });
});
