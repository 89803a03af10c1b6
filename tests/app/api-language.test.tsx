import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPasswordReset } from '@/api/recovery-api';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

/** The headers of the one request `send` makes. */
async function headersOf(send: () => Promise<unknown>): Promise<Headers> {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      await request.arrayBuffer();
      sent.push(request);
      return Response.json({ detail: 'ok' }, { status: 202 });
    }),
  );
  await send();
  expect(sent).toHaveLength(1);
  return (sent[0] as Request).headers;
}

describe('the API client', () => {
  it('asks for the language on screen, so mail before the profile has one is in it', async () => {
    document.documentElement.lang = 'ar';
    const headers = await headersOf(() => requestPasswordReset('a@example.com'));
    expect(headers.get('accept-language')).toBe('ar');
    document.documentElement.lang = 'es';
    const next = await headersOf(() => requestPasswordReset('a@example.com'));
    expect(next.get('accept-language')).toBe('es');
  });
});
