import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import type { ReportExtractor } from '../../server/reports/report-extractor.ts';
import { call, registerUser, uploadForm } from './support/http.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

/** An extractor that waits until the test lets it finish, and says when it has started. */
function heldExtractor() {
  let started = () => {};
  let release = () => {};
  const hasStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const extract: ReportExtractor = async (bytes, mediaType, options) => {
    started();
    await released;
    return stubExtractor(bytes, mediaType, options);
  };
  return { extract, hasStarted, release };
}

/**
 * An upload over node:http, which closes the connection on `destroy()` as a browser's Cancel does
 * (Node's fetch keeps it open). Nothing is sent yet: the caller ends the request.
 */
async function rawUpload(url: string, token: string, headers: Record<string, string> = {}) {
  const form = new Request('http://x', {
    method: 'POST',
    body: uploadForm(pngLike(), 'report.png', 'image/png'),
  });
  const body = Buffer.from(await form.arrayBuffer());
  const request = http.request(`${url}/api/user/process-document`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': form.headers.get('content-type') ?? '',
      'content-length': String(body.length),
      ...headers,
    },
  });
  const closed = new Promise((resolve) => request.on('error', resolve).on('close', resolve));
  return { body, request, closed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('a cancelled upload is not kept (issue 14 item 1)', () => {
  let server: LocalServer;
  let held = heldExtractor();
  beforeAll(async () => {
    server = await startServerInProcess({
      extractReport: (...args) => held.extract(...args),
    });
  });
  afterAll(() => server?.close());

  it('the browser aborting the request while the report is read stores nothing', async () => {
    held = heldExtractor();
    const user = await registerUser(server.url);
    const { body, request, closed } = await rawUpload(server.url, user.token);
    request.end(body);
    await held.hasStarted;
    request.destroy();
    await closed;
    // The server notices the closed connection on its next turn; then reading finishes.
    await settle();
    held.release();
    await settle();

    const document = await call(server.url, 'GET', '/api/user/document', { token: user.token });
    expect(document.status).toBe(404);
    const me = await call(server.url, 'GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ documentUrl: null, latestReportId: null });
  });

  it('an upload that is not cancelled is kept (the same path, for contrast)', async () => {
    held = heldExtractor();
    const user = await registerUser(server.url);
    const request = call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(pngLike(), 'report.png', 'image/png'),
    });
    await held.hasStarted;
    held.release();
    expect((await request).status).toBe(200);
    const document = await call(server.url, 'GET', '/api/user/document', { token: user.token });
    expect(document.status).toBe(200);
  });

  it('a queued upload (Prefer: respond-async) whose request the browser closed before the answer is dropped', async () => {
    held = heldExtractor();
    held.release();
    const user = await registerUser(server.url);
    const { body, request, closed } = await rawUpload(server.url, user.token, {
      prefer: 'respond-async',
    });
    // the whole file is sent, then the connection closes while the server queues it
    request.end(body, () => request.destroy());
    await closed;
    await settle();
    await settle();

    const waiting = await call(server.url, 'GET', '/api/genetic-report/jobs', {
      token: user.token,
    });
    expect(waiting.body).toEqual({ jobs: [] });
    const document = await call(server.url, 'GET', '/api/user/document', { token: user.token });
    expect(document.status).toBe(404);
  });

  it('a queued upload whose client stays is answered and read (the same path, for contrast)', async () => {
    held = heldExtractor();
    held.release();
    const user = await registerUser(server.url);
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(pngLike(), 'report.png', 'image/png'),
      headers: { prefer: 'respond-async' },
    });
    // 202, or 200 when the quick stub has read it before the answer: either way it is kept
    expect([200, 202]).toContain(response.status);
    await settle();
    await settle();
    const document = await call(server.url, 'GET', '/api/user/document', { token: user.token });
    expect(document.status).toBe(200);
  });
});
