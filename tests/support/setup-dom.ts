import { loadCatalogue } from '@/lib/i18n/catalogues';
import './jsdom-polyfills';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their page code on demand (lazy chunks); on a busy 2-core CI machine the first
// load of a chunk can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // One document serves every file of a worker (vite.config.ts): the language, direction and
  // theme a screen set on <html>, its title and the address it moved to go with the test.
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
});

// jsdom lacks these browser APIs that Ark UI / zag reach for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Screens render in English, the spec's words (tests/support/render.tsx): its catalogue is loaded
// once, as src/main.tsx loads the patient's language before the app renders.
await loadCatalogue('en');
