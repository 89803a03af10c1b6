import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError, retryableLazy, retryFailedPageLoads } from '@/lib/retryable-lazy';

/** Shows the error's class name, or the page; `key` changes start it afresh. */
class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {this.state.error.name}</p> : this.props.children;
  }
}

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

function show(Page: ComponentType, key: number) {
  return (
    <Catch key={key}>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Catch>
  );
}

describe('retryableLazy: a page whose download failed can still open', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a failed download is a PageLoadError; after retryFailedPageLoads the next render shows the page', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(page('Profile'));
    const Page = retryableLazy(load);
    const view = render(show(Page, 1));
    expect(await screen.findByText('caught PageLoadError')).toBeTruthy();

    await retryFailedPageLoads();
    view.rerender(show(Page, 2));

    // Already downloaded: shown without a loading state in between.
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a retry that fails again rejects and is kept for the next retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('still offline'))
      .mockResolvedValue(page('Messages'));
    const Page = retryableLazy(load);
    render(show(Page, 1));
    await screen.findByText('caught PageLoadError');

    await expect(retryFailedPageLoads()).rejects.toThrow('still offline');
    await retryFailedPageLoads();

    render(show(Page, 3));
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeTruthy();
    await expect(retryFailedPageLoads()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offline, nothing is downloaded: the failure is a PageLoadError at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(async () => page('Settings'));
    render(show(retryableLazy(load), 1));
    expect(await screen.findByText('caught PageLoadError')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(new PageLoadError(null)).toBeInstanceOf(Error);
  });
});
