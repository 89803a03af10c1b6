import { failureReason, requestFailures } from '@machines/shared/request-failure';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importOnline } from '@/lib/import-online';

// A .tsx file: the dom project gives it a browser's `navigator`.
describe('importOnline: no download tried while the browser knows it is offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline: fails at once, as an unreachable server does, without trying the download', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(async () => ({ ready: true }));

    const error = await importOnline(load)().catch((caught: unknown) => caught);

    expect(load).not.toHaveBeenCalled();
    expect(failureReason(error)).toEqual(requestFailures.unreachable);
  });

  it('back online: the next call downloads, and each call asks the browser afresh', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(async () => ({ ready: true }));
    const importChunk = importOnline(load);
    await expect(importChunk()).rejects.toThrow(/Offline/);

    online.mockReturnValue(true);

    await expect(importChunk()).resolves.toEqual({ ready: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download online is the download’s own failure, handed on', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(importOnline(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
