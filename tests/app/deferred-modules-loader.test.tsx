import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULES_ELEMENT_ID,
  deferredModulesScript,
} from '../../server/http/inline-scripts.ts';

/** The page as the server sends it for an address with a prerendered copy. */
function page(copyFor: 'signed-in' | 'signed-out' | null, signedIn: boolean): void {
  document.documentElement.classList.toggle('has-session', signedIn);
  if (signedIn) localStorage.setItem('token', 'a-session');
  if (copyFor) {
    const copy = document.createElement('div');
    copy.id = 'prerendered';
    copy.dataset.session = copyFor;
    document.body.append(copy);
  }
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = DEFERRED_MODULES_ELEMENT_ID;
  list.textContent = JSON.stringify({ entry: '/assets/app.js', preload: ['/assets/chunk.js'] });
  document.body.append(list);
}

const requested = () => [
  ...[...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  ...[...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
];

describe("the page's inline module loader", () => {
  let frames: FrameRequestCallback[];
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.classList.remove('has-session');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete (window as { herdEarlySession?: unknown }).herdEarlySession;
  });

  const run = () => new Function(deferredModulesScript)();
  /** Draws frames until none is asked for, then runs what waits for timers. */
  const paintFrame = () => {
    while (frames.length > 0) for (const callback of frames.splice(0)) callback(0);
    vi.advanceTimersByTime(1);
  };

  it('requests nothing until the shown copy has painted, then the entry and its imports', () => {
    page('signed-out', false);
    run();
    expect(requested()).toEqual([]);
    paintFrame();
    expect(requested()).toEqual(['/assets/app.js', '/assets/chunk.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests at once behind a signed-in frame, with the session check', () => {
    page('signed-in', true);
    run();
    expect(requested()).toEqual(['/assets/app.js', '/assets/chunk.js']);
    expect(fetchMock).toHaveBeenCalledWith('/auth/me', {
      headers: { accept: 'application/json', authorization: 'Bearer a-session' },
    });
    expect((window as { herdEarlySession?: unknown }).herdEarlySession).toBeInstanceOf(Promise);
  });

  it('waits for the frame after the first one (the copy is drawn by then)', () => {
    page('signed-out', false);
    run();
    for (const callback of frames.splice(0)) callback(0);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual([]);
    paintFrame();
    expect(requested()).toEqual(['/assets/app.js', '/assets/chunk.js']);
  });

  it('requests at once when the copy is for the other kind of visitor (so it is hidden)', () => {
    page('signed-out', true);
    run();
    expect(requested()).toEqual(['/assets/app.js', '/assets/chunk.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
