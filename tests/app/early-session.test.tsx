import { profileFields } from '@contract/profile/fields';
import { profileFieldNames } from '@contract/profile/profile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/api/auth-api';

/** A patient who has answered nothing yet, as `GET /auth/me` sends them. */
const me = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  documentUrl: null,
  latestReportId: null,
  email_verified: false,
  ...Object.fromEntries(profileFieldNames.map((key) => [profileFields[key].wire, null])),
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page's inline loader leaves its session check here (server/http/inline-scripts.ts). */
const holder = window as { herdEarlySession?: Promise<Response | null> };

describe('the session check the page started before the app ran', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.setItem('token', 'a-session');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    delete holder.herdEarlySession;
  });

  it('answers the first session check without a second request, once', async () => {
    holder.herdEarlySession = Promise.resolve(answer(200, me));
    const user = await fetchCurrentUser();
    expect(user.profile.name).toBe('Ada Lovelace');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(answer(200, { ...me, name: 'Ada Byron' }));
    expect((await fetchCurrentUser()).profile.name).toBe('Ada Byron');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is asked again when it failed, so a refused session is handled as always', async () => {
    holder.herdEarlySession = Promise.resolve(answer(401, { detail: 'Not signed in' }));
    fetchMock.mockResolvedValue(answer(401, { detail: 'Not signed in' }));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
