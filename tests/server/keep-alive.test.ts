import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';

/** One GET on `agent`; whether it went out on a connection the agent already had open. */
function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/health/live`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

describe('an idle keep-alive connection', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess();
  });
  afterAll(() => server?.close());

  // Node's default closes it after 5 s: a client that sends right then gets ECONNRESET (seen in
  // CI on a POST that followed 5 s of browser work), so the server keeps it open longer.
  it('is still open after 6 s, so the next request goes out on it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(server.url, agent)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(server.url, agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
