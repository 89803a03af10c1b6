import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegDeclaring, pdfWithImage, pngInflatingTo } from '../../scripts/lib/bombs.ts';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { closeReportExtraction } from '../../server/report/index.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from '../server/support/http.ts';

const MB = 1024 * 1024;

/**
 * Decompression bombs through the real endpoint and the real engine. Each must be refused with
 * a 422 that says why, before anything is decoded (time and peak memory: npm run bench:bombs).
 */
describe('decompression bombs', () => {
  let server: LocalServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startServerInProcess();
    user = await registerUser(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await closeReportExtraction();
  });

  const upload = (bytes: Uint8Array, name: string, type: string) =>
    call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(bytes, name, type),
    });

  it('refuses a 2 KB JPEG that declares 65500 x 65500 pixels', async () => {
    const response = await upload(jpegDeclaring(65500, 65500), 'bomb.jpg', 'image/jpeg');
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(/too large to read/);
  });

  it('refuses a PNG whose image data inflates far past its declared size', async () => {
    const bomb = await pngInflatingTo(4000, 4000, 96 * MB);
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(/more data than its size declares/);
  });

  it('refuses a PNG that declares more pixels than the limit', async () => {
    const bomb = await pngInflatingTo(20000, 20000, MB);
    const response = await upload(bomb, 'wide.png', 'image/png');
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(/too large to read/);
  });

  it('refuses a small PDF whose page is one huge image', async () => {
    const response = await upload(await pdfWithImage(8000, 8000), 'bomb.pdf', 'application/pdf');
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(/image too large to read/);
  });

  it('keeps serving reports afterwards', async () => {
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
