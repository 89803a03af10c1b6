import type { ReportResult } from '@contract/report';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBoundary } from '@/app/error-boundary';
import { ReportResultView } from '@/components/report/report-result-view';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { intlFor } from '@/lib/i18n/intl';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';
import type { Effects } from '../app/support/scripted-app';
import { render, screen, waitFor } from '../support/render';
import {
  data,
  finishedAnswers,
  laterSteps,
  renderAppIn,
  report,
  reportKinds,
  signedIn,
} from './support/screens';
import { untranslatedText } from './untranslated-text';

/**
 * Every screen rendered in the `en-XA` pseudo-locale: any plain-English word left on screen did
 * not come through the message catalogue (issue 28). The data the test gives the app (the
 * patient's name and answers, sample names, report values) is the only English allowed.
 */
const pseudo = () => intlFor('en-XA');

function inPseudoLocale({ children }: { children: ReactNode }) {
  return <AppIntlProvider intl={pseudo()}>{children}</AppIntlProvider>;
}

/** The app at an address, in the pseudo-locale, with its effects scripted. */
const renderApp = (address: string, effects: Partial<Effects> = {}) =>
  renderAppIn('en-XA', address, effects);

/** What is on screen now that did not come through the catalogue. */
const leftInEnglish = () => untranslatedText(document.body, data);

beforeAll(async () => {
  await loadCatalogue('en-XA');
});

describe('every screen comes through the message catalogue (pseudo-locale en-XA)', () => {
  it('sign-in page: both tabs, Google unavailable', async () => {
    const user = userEvent.setup();
    renderApp('/auth');
    await screen.findByRole('tab', { name: '[Ŀǿɠīƞ]' });
    expect(leftInEnglish()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '[Řḗɠīşŧḗř]' }));
    expect(leftInEnglish()).toEqual([]);
  });

  it("Google's return with an error", async () => {
    renderApp('/auth?error=access_denied');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.body.textContent).toContain('access_denied'));
    expect(leftInEnglish()).toEqual([]);
  });

  it('landing page and the 404 page', async () => {
    const { unmount } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(leftInEnglish()).toEqual([]);
    unmount();
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1 });
    expect(leftInEnglish()).toEqual([]);
  });

  it('step 1 with its field messages, the Michigan notice and its message', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding', signedIn('personalInfo', { name: '' }));
    const next = await screen.findByRole('button', { name: '[Ƞḗẋŧ]' }, { timeout: 15_000 });
    await user.click(next);
    await screen.findAllByText(/īş řḗɋŭīřḗḓ/);
    expect(leftInEnglish()).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: '[Şŧȧŧḗ ǿƒ řḗşīḓḗƞƈḗ]' }));
    await user.click(await screen.findByRole('option', { name: '[Ǿħīǿ]' }));
    // The inline notice, and the message (toast) of the spec's error catalogue.
    await screen.findByRole('region', { name: /F8/ });
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(1));
    expect(leftInEnglish()).toEqual([]);
  });

  it('steps 2 to 5 and the checklist', async () => {
    for (const [step, path, answers] of laterSteps) {
      const { unmount } = renderApp(path, signedIn(step, answers));
      await screen.findByRole('form');
      await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeNull());
      expect(leftInEnglish(), step).toEqual([]);
      unmount();
    }
  });

  it('the upload on its way, and a report read', async () => {
    const user = userEvent.setup();
    let answer: (result: ReportResult) => void = () => {};
    renderApp('/onboarding/genetic-report', {
      ...signedIn('geneticReport', { hasGeneticReport: true }),
      uploadReport: () =>
        new Promise<ReportResult>((resolve) => {
          answer = resolve;
        }),
    });
    const input = await screen.findByTestId('report-file-input');
    await user.upload(input, new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
    await screen.findAllByRole('progressbar');
    expect(leftInEnglish()).toEqual([]);
    answer(report);
    await screen.findByRole('region', { name: /Ɠḗƞḗŧīƈ/ });
    expect(leftInEnglish()).toEqual([]);
  });

  it('the dashboard pages', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/calendar',
      '/dashboard/messages',
      '/dashboard/profile',
      '/dashboard/report',
      '/dashboard/settings',
    ]) {
      const { unmount } = renderApp(path, signedIn(null, finishedAnswers));
      await waitFor(() => expect(screen.queryAllByRole('heading', { level: 1 })).not.toEqual([]));
      await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
      expect(leftInEnglish(), path).toEqual([]);
      unmount();
    }
  });

  it('the pages around signing in: forgot password, a reset or confirmation link cut short', async () => {
    const { unmount } = renderApp('/auth/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    expect(leftInEnglish()).toEqual([]);
    unmount();
    for (const path of ['/auth/reset-password', '/auth/confirm-email']) {
      const page = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(screen.queryAllByRole('alert')).not.toEqual([]));
      expect(leftInEnglish(), path).toEqual([]);
      page.unmount();
    }
  });

  it('the pre-visit summary', async () => {
    renderApp('/dashboard/summary', signedIn(null, finishedAnswers));
    await screen.findByRole('article', {}, { timeout: 15_000 });
    expect(leftInEnglish()).toEqual([]);
  });

  it('the report result view, each of its kinds', () => {
    for (const result of reportKinds) {
      const { unmount } = render(<ReportResultView result={result as ReportResult} />, {
        wrapper: inPseudoLocale,
      });
      expect(leftInEnglish()).toEqual([]);
      unmount();
    }
  });

  it('the error page', () => {
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
        { wrapper: inPseudoLocale },
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^\[/);
    expect(leftInEnglish()).toEqual([]);
  });

  it('finds text that does not come through the catalogue (the check can fail)', () => {
    render(
      <p>
        Not translated <span translate="no">herd Health</span>
      </p>,
    );
    expect(leftInEnglish()).toEqual(['Not translated']);
  });
});
