import { afterEach, describe, expect, it } from 'vitest';
import {
  CATALOGUES_ATTRIBUTE,
  DEFERRED_ATTRIBUTE,
  themeInitScript,
} from '../../server/http/inline-scripts';

const catalogues = {
  en: '/assets/catalogue-en.js',
  es: '/assets/catalogue-es.js',
  ar: '/assets/catalogue-ar.js',
};

function runScript(options: {
  stored?: string;
  languages: string[];
  deferred?: boolean;
  copy?: string;
}) {
  const root = document.documentElement;
  root.setAttribute(CATALOGUES_ATTRIBUTE, JSON.stringify(catalogues));
  if (options.deferred) root.setAttribute(DEFERRED_ATTRIBUTE, '');
  if (options.copy) root.setAttribute('data-prerendered-lang', options.copy);
  if (options.stored) localStorage.setItem('language', options.stored);
  Object.defineProperty(navigator, 'languages', { value: options.languages, configurable: true });
  new Function(themeInitScript)();
  return root;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  const root = document.documentElement;
  for (const name of [
    CATALOGUES_ATTRIBUTE,
    DEFERRED_ATTRIBUTE,
    'data-prerendered-lang',
    'dir',
    'class',
  ])
    root.removeAttribute(name);
  root.lang = 'en';
  for (const link of document.head.querySelectorAll('link')) link.remove();
  localStorage.clear();
});

describe("the page's inline script names the language before the first paint", () => {
  it("follows the browser's first language the app speaks, by language", () => {
    const root = runScript({ languages: ['fr-CA', 'es-MX', 'en'] });
    expect(root.lang).toBe('es');
    expect(root.dir).toBe('ltr');
    expect(preloads()).toEqual([catalogues.es]);
  });

  it('prefers the language chosen on this device, right to left for Arabic', () => {
    const root = runScript({ stored: 'ar', languages: ['es'] });
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    expect(preloads()).toEqual([catalogues.ar]);
  });

  it('falls back to English for languages the app does not speak, and a stale stored choice', () => {
    const root = runScript({ stored: 'xx', languages: ['de-DE'] });
    expect(root.lang).toBe('en');
  });

  it('leaves the catalogue to the deferred loader when the modules wait for the first paint', () => {
    runScript({ languages: ['es'], deferred: true });
    expect(preloads()).toEqual([]);
  });

  it('hides a prerendered copy written in another language', () => {
    const root = runScript({ languages: ['ar'], copy: 'en' });
    expect(root.classList.contains('prerendered-other-language')).toBe(true);
    root.removeAttribute('class');
    const same = runScript({ languages: ['en'], copy: 'en' });
    expect(same.classList.contains('prerendered-other-language')).toBe(false);
  });
});
