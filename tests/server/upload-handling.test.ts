import type { ReportMediaType } from '@contract/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from './support/http.ts';

// Smallest valid files of each kind, by their magic bytes.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

type Behaviour = 'ok' | 'crash' | 'hang' | 'unreadable';

/** The route's own handling, with the extraction engine replaced by a scripted stand-in. */
describe('upload handling around the extraction engine', () => {
  let server: LocalServer;
  let user: TestUser;
  const seen: ReportMediaType[] = [];
  let behaviour: Behaviour = 'ok';

  beforeAll(async () => {
    server = await startServerInProcess({
      env: { EXTRACT_TIMEOUT_MS: '1000' },
      extractReport: async (_bytes, mediaType, opts) => {
        seen.push(mediaType);
        if (behaviour === 'crash') throw new TypeError('engine bug with /secret/path');
        if (behaviour === 'unreadable') {
          throw Object.assign(new Error('The scan is too blurry to read.'), {
            name: 'ReportExtractionError',
          });
        }
        if (behaviour === 'hang') {
          await new Promise((_resolve, reject) =>
            opts?.signal?.addEventListener('abort', () => reject(opts.signal?.reason)),
          );
        }
        return {
          variants: [
            {
              var: ['c.20A>T'],
              gene: ['HBB'],
              diseaseNames: [],
              refSeq: [],
              dbSNP: [],
              OMIM: [],
              PMID: [],
            },
          ],
          disease_options: [],
          raw_text: 'stub',
        };
      },
    });
    user = await registerUser(server.url);
  });
  afterAll(() => server?.close());

  const upload = (bytes: Uint8Array, name: string, type: string) =>
    call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(bytes, name, type),
    });

  it('types files by content, whatever their name or declared type', async () => {
    behaviour = 'ok';
    seen.length = 0;
    expect((await upload(PNG, 'scan.pdf', 'application/pdf')).status).toBe(200);
    expect((await upload(JPEG, 'photo.png', 'image/png')).status).toBe(200);
    expect(seen).toEqual(['image/png', 'image/jpeg']);
    const gif = await upload(GIF, 'photo.jpg', 'image/jpeg');
    expect(gif.status).toBe(415);
    expect(seen).toHaveLength(2);
  });

  it('answers the engine result with a fresh run_id each time', async () => {
    behaviour = 'ok';
    const first = (await upload(PNG, 'a.png', 'image/png')).body as {
      run_id: string;
      variants: unknown[];
    };
    const second = (await upload(PNG, 'a.png', 'image/png')).body as { run_id: string };
    expect(first.variants).toHaveLength(1);
    expect(first.run_id).not.toBe(second.run_id);
  });

  it('maps ReportExtractionError to 422 with its patient-safe message', async () => {
    behaviour = 'unreadable';
    const response = await upload(PNG, 'a.png', 'image/png');
    expect(response.status).toBe(422);
    expect(detailOf(response)).toBe('The scan is too blurry to read.');
  });

  it('maps the time limit to 422 and an engine bug to 500 without internals', async () => {
    behaviour = 'hang';
    const slow = await upload(PNG, 'a.png', 'image/png');
    expect(slow.status).toBe(422);
    expect(detailOf(slow)).toMatch(/too long/);
    behaviour = 'crash';
    const crash = await upload(PNG, 'a.png', 'image/png');
    expect(crash.status).toBe(500);
    expect(detailOf(crash)).not.toMatch(/secret|TypeError/);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });

  it('does not keep failed uploads as the patient document', async () => {
    const fresh = await registerUser(server.url);
    behaviour = 'unreadable';
    await call(server.url, 'POST', '/api/user/process-document', {
      token: fresh.token,
      body: uploadForm(PNG, 'a.png', 'image/png'),
    });
    const me = await call(server.url, 'GET', '/auth/me', { token: fresh.token });
    expect((me.body as { documentUrl: string | null }).documentUrl).toBeNull();
  });
});
