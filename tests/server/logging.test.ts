import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { createLogger } from '../../server/logger.ts';
import { evalFile } from './support/eval-files.ts';
import { call, uniqueEmail, uploadForm } from './support/http.ts';

const pdf = evalFile('dev-06.pdf');

describe('structured logs', () => {
  const lines: string[] = [];
  let server: LocalServer;

  beforeAll(async () => {
    server = await startServerInProcess({
      env: { LOG_LEVEL: 'debug' },
      logger: createLogger('debug', (line) => lines.push(line)),
    });
  });
  afterAll(() => server?.close());

  it('are JSON lines that never carry passwords, tokens, profile values or report text', async () => {
    const email = uniqueEmail('logged');
    const password = 'Very-Secret-Password-42';
    const register = await call(server.url, 'POST', '/auth/register', {
      json: { name: 'Logged Patient', email, password },
    });
    const token = (register.body as { access_token: string }).access_token;
    await call(server.url, 'POST', '/auth/login', { json: { email, password: `${password}x` } });
    await call(server.url, 'POST', '/api/user/onboarding', {
      token,
      json: { familyHistory: 'Grandmother had a private condition', state: 'TX' },
    });
    await call(server.url, 'GET', `/auth/me?token=${token}`, { token });
    let rawText = '';
    if (pdf) {
      const upload = await call(server.url, 'POST', '/api/user/process-document', {
        token,
        body: uploadForm(pdf, 'report.pdf', 'application/pdf'),
      });
      rawText = (upload.body as { raw_text: string }).raw_text;
    }

    expect(lines.length).toBeGreaterThan(4);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(entry).toEqual(
        expect.objectContaining({ level: expect.any(String), message: expect.any(String) }),
      );
    }
    expect(entries.some((e) => e.path === '/auth/me' && e.status === 200)).toBe(true);
    const all = lines.join('\n');
    for (const secret of [password, token, email, 'Grandmother', 'Logged Patient']) {
      expect(all).not.toContain(secret);
    }
    // Distinctive words of the report never reach the log.
    for (const word of rawText.split(/\s+/).filter((w) => /^(MYH7|TTN|p\.Arg403Gln)$/.test(w))) {
      expect(all).not.toContain(word);
    }
  }, 120_000);
});
