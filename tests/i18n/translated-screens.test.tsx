import type { ReportResult } from '@contract/report';
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBoundary } from '@/app/error-boundary';
import { ReportResultView } from '@/components/report/report-result-view';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { intlFor } from '@/lib/i18n/intl';
import english from '../../i18n/catalogue/en.json';
import { render, screen, waitFor } from '../support/render';
import {
  data,
  finishedAnswers,
  inLanguage,
  laterSteps,
  renderAppIn,
  report,
  reportKinds,
  signedIn,
} from './support/screens';
import { textsOf } from './untranslated-text';

/**
 * Every screen in Spanish and in Arabic, against the same screen in English (issue 28's target:
 * 0 visible texts identical to their English version). The data the test gives the app (names,
 * emails, answers, variants, numbers) and text marked as kept as written (`translate="no"`: the
 * product's name; `lang`: each language's own name in the menu) are excepted. The screens are
 * those of the pseudo-locale test (pseudo-locale.test.tsx).
 */
const languages = ['es', 'ar'] as const;

/** A catalogue message in a language: what a screen reader hears, to find a control by. */
const say = (locale: string, id: string) => intlFor(locale).formatMessage({ id });

/**
 * Names a language may write as English does: the databases a report cites (dbSNP, OMIM, PubMed)
 * and the ontology (HPO), the doctors' initials (from their names, data), and the states' names
 * ("Ohio" in Spanish; "Míchigan" differs, and is translated).
 */
const names = [
  'dbSNP',
  'OMIM',
  'PubMed',
  'HPO',
  'SJ',
  'MC',
  ...Object.entries(english).flatMap(([id, name]) =>
    id.startsWith('option.state.') ? [name] : [],
  ),
];

/** Words a language spells as English does (reviewed one by one): Spanish "No". */
const sameWord: Record<string, string[]> = { es: ['No'], ar: [] };

/** The texts on screen that carry words once the data is taken out (what a translation changes). */
function wordsOnScreen(locale: string): Set<string> {
  const kept = [...data, ...names, ...(sameWord[locale] ?? [])];
  const byLength = kept.sort((a, b) => b.length - a.length);
  const texts = new Set<string>();
  for (const text of textsOf(document.body)) {
    let rest = text;
    for (const value of byLength) if (value) rest = rest.split(value).join(' ');
    if (/\p{L}{2,}/u.test(rest)) texts.add(text.replace(/\s+/g, ' ').trim());
  }
  return texts;
}

type Walk = (locale: string) => Promise<void>;

/** Unmounted, and nothing kept for the next walk (the drafts of a half-filled step). */
function forget() {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
}

/** A walk's texts in English, then in the language: those that read the same. */
async function sameAsEnglish(walk: Walk, locale: string): Promise<string[]> {
  forget();
  await walk('en');
  const english = wordsOnScreen(locale);
  forget();
  await walk(locale);
  const translated = wordsOnScreen(locale);
  forget();
  return [...translated].filter((text) => english.has(text));
}

const headingShown = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

const walks: Record<string, Walk> = {
  'sign-in, Login tab': async (l) => {
    renderAppIn(l, '/auth');
    await screen.findByRole('tab', { name: say(l, 'auth.page.loginTab') });
  },
  'sign-in, Register tab': async (l) => {
    renderAppIn(l, '/auth');
    const tab = await screen.findByRole('tab', { name: say(l, 'auth.page.registerTab') });
    await userEvent.setup().click(tab);
  },
  "Google's return with an error": async (l) => {
    renderAppIn(l, '/auth?error=access_denied');
    await headingShown();
    await waitFor(() => expect(document.body.textContent).toContain('access_denied'));
  },
  'landing page': async (l) => {
    renderAppIn(l, '/');
    await headingShown();
  },
  '404 page': async (l) => {
    renderAppIn(l, '/nowhere');
    await headingShown();
  },
  'step 1 with its field messages, the Michigan notice and its message': async (l) => {
    const user = userEvent.setup();
    renderAppIn(l, '/onboarding', signedIn('personalInfo', { name: '' }));
    const next = await screen.findByRole(
      'button',
      { name: say(l, 'step.next') },
      { timeout: 15_000 },
    );
    await user.click(next);
    const required = intlFor(l)
      .formatMessage({ id: 'validation.required' }, { label: '|' })
      .split('|')
      .map((part) => part.replace(/[\u2068\u2069]/g, '').trim())
      .filter(Boolean);
    await screen.findAllByText((text) => required.every((part) => text.includes(part)));
    await user.click(screen.getByRole('combobox', { name: say(l, 'field.state.label') }));
    await user.click(await screen.findByRole('option', { name: say(l, 'option.state.OH') }));
    await screen.findByRole('region', { name: /F8/ });
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(1));
  },
  ...Object.fromEntries(
    laterSteps.map(([step, path, answers]): [string, Walk] => [
      `step ${step}`,
      async (l) => {
        renderAppIn(l, path, signedIn(step, answers));
        await screen.findByRole('form', {}, { timeout: 10_000 });
        await headingShown();
      },
    ]),
  ),
  'the upload on its way, then the report read': async (l) => {
    const user = userEvent.setup();
    let answer: (result: ReportResult) => void = () => {};
    renderAppIn(l, '/onboarding/genetic-report', {
      ...signedIn('geneticReport', { hasGeneticReport: true }),
      uploadReport: () =>
        new Promise<ReportResult>((resolve) => {
          answer = resolve;
        }),
    });
    const input = await screen.findByTestId('report-file-input', {}, { timeout: 10_000 });
    await user.upload(input, new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
    await screen.findAllByRole('progressbar');
    answer(report);
    await screen.findByRole('region', { name: say(l, 'report.region') });
  },
  ...Object.fromEntries(
    [
      '/dashboard',
      '/dashboard/calendar',
      '/dashboard/messages',
      '/dashboard/profile',
      '/dashboard/report',
      '/dashboard/settings',
    ].map((path): [string, Walk] => [
      path,
      async (l) => {
        renderAppIn(l, path, signedIn(null, finishedAnswers));
        await waitFor(
          () => expect(screen.queryAllByRole('heading', { level: 1 })).not.toEqual([]),
          { timeout: 10_000 },
        );
        await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
      },
    ]),
  ),
  'forgot password': async (l) => {
    renderAppIn(l, '/auth/forgot-password');
    await headingShown();
  },
  ...Object.fromEntries(
    ['/auth/reset-password', '/auth/confirm-email'].map((path): [string, Walk] => [
      `${path} cut short`,
      async (l) => {
        renderAppIn(l, path);
        await headingShown();
        await waitFor(() => expect(screen.queryAllByRole('alert')).not.toEqual([]));
      },
    ]),
  ),
  'the pre-visit summary': async (l) => {
    renderAppIn(l, '/dashboard/summary', signedIn(null, finishedAnswers));
    await screen.findByRole('article', {}, { timeout: 15_000 });
  },
  'the report result view, each of its kinds': async (l) => {
    render(
      <div>
        {reportKinds.map((result, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <ReportResultView key={index} result={result as ReportResult} />
        ))}
      </div>,
      { wrapper: inLanguage(l) },
    );
  },
  'the error page': async (l) => {
    class Boom extends Component {
      override render(): ReactNode {
        throw new Error('Boom');
      }
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>,
        { wrapper: inLanguage(l) },
      );
    } finally {
      console.error = quiet;
    }
  },
};

beforeAll(async () => {
  for (const locale of ['en', ...languages]) await loadCatalogue(locale);
});

describe.each(languages)('every screen in %s reads unlike English', (locale) => {
  it.each(Object.keys(walks))(
    '%s',
    async (name) => {
      expect(await sameAsEnglish(walks[name] as Walk, locale)).toEqual([]);
    },
    60_000,
  );
});

describe('the comparison can fail', () => {
  it('finds a text left in English, and lets data and kept names pass', async () => {
    const walk: Walk = async (l) => {
      render(
        <ul>
          <li>Not translated</li>
          <li>{l === 'en' ? 'Good morning' : 'Buenos días'}</li>
          <li>Pat</li>
          <li lang="en">English</li>
        </ul>,
      );
    };
    expect(await sameAsEnglish(walk, 'es')).toEqual(['Not translated']);
  });
});
