import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export interface EntryPage {
  name: string;
  /** Which server: the app, or the hello world on the same built server. */
  site: 'app' | 'hello';
  path: string;
  /**
   * Signed in as the patient who just registered, one who answered step 1, the one who
   * finished onboarding, or not.
   */
  session: 'fresh' | 'stepOneDone' | 'onboarded' | null;
  /** Resolves once the page shows what a patient came for. */
  ready(page: Page): Promise<void>;
  /** Issue 15's target for the bytes a cold load receives. */
  budgetBytes?: number;
  /** The browser's language (`navigator.languages`), when not the default English. */
  locale?: string;
}

const hasCatalogue = (locale: string) =>
  existsSync(path.resolve(import.meta.dirname, `../../i18n/catalogue/${locale}.json`));

const visible = { state: 'visible', timeout: 30_000 } as const;

export const entryPages: EntryPage[] = [
  {
    name: 'hello world',
    site: 'hello',
    path: '/',
    session: null,
    ready: (page) => page.getByRole('heading', { name: 'Hello, world' }).waitFor(visible),
  },
  {
    name: '/auth',
    site: 'app',
    path: '/auth',
    session: null,
    ready: (page) => page.getByRole('form', { name: 'Login' }).waitFor(visible),
    budgetBytes: 150 * 1024,
  },
  // Issue 28: the Spanish reader downloads the Spanish catalogue instead of the English one.
  ...(hasCatalogue('es')
    ? [
        {
          name: '/auth in Spanish',
          site: 'app',
          path: '/auth',
          session: null,
          locale: 'es',
          ready: async (page) => {
            await page.locator('html[lang="es"]').waitFor({ state: 'attached', timeout: 30_000 });
            await page.locator('form').first().waitFor(visible);
          },
          budgetBytes: 165 * 1024,
        } satisfies EntryPage,
      ]
    : []),
  {
    name: 'step 1, signed in',
    site: 'app',
    path: '/onboarding/personal-info',
    session: 'fresh',
    ready: (page) => page.getByRole('form', { name: 'Personal information' }).waitFor(visible),
    budgetBytes: 300 * 1024,
  },
  {
    // Issue 26: the symptoms combobox may add at most 20 KB to what this page receives.
    name: 'step 2, signed in',
    site: 'app',
    path: '/onboarding/medical-condition',
    session: 'stepOneDone',
    ready: (page) => page.getByRole('form', { name: 'Medical condition' }).waitFor(visible),
  },
  {
    name: '/dashboard, signed in',
    site: 'app',
    path: '/dashboard',
    session: 'onboarded',
    ready: (page) => page.getByText('Welcome back, Perf').waitFor(visible),
  },
];
