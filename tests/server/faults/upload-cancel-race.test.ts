import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../../scripts/lib/start-server.ts';
import { databaseVariants } from '../support/databases.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from '../support/http.ts';
import { pngLike, stubExtractor } from '../support/stub-extractor.ts';

/** A multipart upload sent in two halves; the second only when `finish` is called. */
function uploadInTwoHalves(url: string, user: TestUser, uploadId: string, bytes: Uint8Array) {
  const boundary = `----herd${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  const body = Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const half = Math.floor(body.length / 2);
  const { hostname, port } = new URL(url);
  let answer: Promise<{ status: number; body: string }> = Promise.resolve({ status: 0, body: '' });
  const request = http.request({
    hostname,
    port,
    method: 'POST',
    path: '/api/user/process-document',
    headers: {
      authorization: `Bearer ${user.token}`,
      prefer: 'respond-async',
      'upload-id': uploadId,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  });
  answer = new Promise((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, half));
  return {
    finish() {
      request.end(body.subarray(half));
      return answer;
    },
  };
}

/**
 * Issue 23: a patient cancels while the photo is still being sent, then uploads a PDF; the
 * cancelled photo was stored anyway (its answer never reached the client, so the client could
 * not name it) and "Download the original file" returned it. The client now names each upload
 * (`Upload-Id`), and a cancel can reach an upload that has not arrived yet.
 */
describe.each(databaseVariants())('a cancel before the upload has arrived, on $name', (variant) => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      databaseUrl: variant.databaseUrl,
      extractReport: stubExtractor,
    });
  });
  afterAll(() => server?.close());

  const document = async (user: TestUser) => {
    const answer = await fetch(`${server.url}/api/user/document`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    return { status: answer.status, bytes: new Uint8Array(await answer.arrayBuffer()) };
  };

  it('keeps nothing of the cancelled photo, and the file sent next is the one on record', async () => {
    const user = await registerUser(server.url);
    const photoId = randomUUID();
    const photo = uploadInTwoHalves(server.url, user, photoId, pngLike(256 * 1024));
    const cancel = await call(server.url, 'DELETE', `/api/genetic-report/jobs/${photoId}`, {
      token: user.token,
    });
    expect(cancel.status).toBe(204);
    const late = await photo.finish();
    expect(late.status, late.body).toBe(400);
    expect(late.body).toMatch(/cancelled/);

    const next = pngLike(4096);
    const second = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { 'upload-id': randomUUID() },
      body: uploadForm(next, 'report.png', 'image/png'),
    });
    expect(second.status, second.text).toBe(200);
    const onRecord = await document(user);
    expect(onRecord.status).toBe(200);
    expect(onRecord.bytes).toEqual(next);
    const jobs = await call(server.url, 'GET', '/api/genetic-report/jobs', { token: user.token });
    expect((jobs.body as { jobs: unknown[] }).jobs).toEqual([]);
  });

  it('drops an upload whose answer was lost with the cancelled request', async () => {
    const user = await registerUser(server.url);
    const uploadId = randomUUID();
    const sent = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { 'upload-id': uploadId, prefer: 'respond-async' },
      body: uploadForm(pngLike(), 'photo.png', 'image/png'),
    });
    expect([200, 202]).toContain(sent.status);
    // The client never saw that answer; its Cancel names the upload by its own id.
    const cancel = await call(server.url, 'DELETE', `/api/genetic-report/jobs/${uploadId}`, {
      token: user.token,
    });
    expect(cancel.status).toBe(204);
    expect((await document(user)).status).toBe(404);
  });

  it('refuses an Upload-Id that is not a UUID, and one already used', async () => {
    const user = await registerUser(server.url);
    const form = () => uploadForm(pngLike(), 'photo.png', 'image/png');
    const bad = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { 'upload-id': 'not-a-uuid' },
      body: form(),
    });
    expect(bad.status).toBe(422);
    const uploadId = randomUUID();
    const upload = (token: string) =>
      call(server.url, 'POST', '/api/user/process-document', {
        token,
        headers: { 'upload-id': uploadId },
        body: form(),
      });
    expect((await upload(user.token)).status).toBe(200);
    const again = await upload(user.token);
    expect(again.status).toBe(409);
    expect(detailOf(again)).toMatch(/Upload-Id/);
    // Another patient cannot reach that upload through its id.
    const other = await registerUser(server.url);
    expect((await upload(other.token)).status).toBe(409);
    expect(
      (
        await call(server.url, 'DELETE', `/api/genetic-report/jobs/${uploadId}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect((await document(user)).status).toBe(200);
  });
});
