import type { ReportResult } from '@contract/report';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, Suspense } from 'react';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurrentScreen } from '@/app/current-screen';
import { ErrorBoundary } from '@/app/error-boundary';
import { RouteSync } from '@/app/route-sync';
import { ToastViewport } from '@/app/toast-viewport';
import { ReportResultView } from '@/components/report/report-result-view';
import { AppActorContext } from '@/lib/app-actor';
import { availableLocales, loadCatalogue } from '@/lib/i18n/catalogues';
import { intlFor } from '@/lib/i18n/intl';
import { type Effects, patient, scriptedApp } from '../app/support/scripted-app';
import { render, screen, waitFor } from '../support/render';
import { untranslatedText } from './untranslated-text';

/**
 * Every screen rendered in the `en-XA` pseudo-locale: any plain-English word left on screen did
 * not come through the message catalogue (issue 28). The data the test gives the app (the
 * patient's name and answers, sample names, report values) is the only English allowed.
 */
const data = [
  'Pat',
  'Doe',
  'pat@example.com',
  'Dr. Sarah Johnson',
  'Dr. Michael Chen',
  'Fatigue',
  'Seizures',
  'Epilepsy in my mother',
  'NM_000492.4:c.1521_1523delCTT',
  'c.1521_1523delCTT',
  'p.Phe508del',
  'CFTR',
  'Cystic fibrosis',
  'rs113993960',
  'Pathogenic',
  'Heterozygous',
  'NM_000492.4',
  'OMIM:219700',
  'An inherited disease of the secretory glands.',
  'The patient carries c.1521_1523delCTT in CFTR.',
  'c.3717+12191C>T',
  'access_denied',
  'Boom',
  // Issue 23's report values: a statement and a note as the report writes them, and findings.
  'No variants were identified.',
  'Carriers are typically healthy.',
  'CYP2C19',
  '*1/*2',
  'BCR-ABL1',
  'BCR, ABL1',
  'c.1A>G',
  // A time zone's abbreviation is the device's (Intl), not a message: "EST", "UTC", "GMT+1".
  ...zoneNamesOfTheYear(),
];

function zoneNamesOfTheYear(): string[] {
  const zone = new Intl.DateTimeFormat('en-XA', { timeZoneName: 'short' });
  return [0, 6].map(
    (month) =>
      zone.formatToParts(new Date(2026, month, 1)).find((part) => part.type === 'timeZoneName')
        ?.value ?? '',
  );
}

const pseudo = () => intlFor('en-XA');

function inPseudoLocale({ children }: { children: ReactNode }) {
  return <RawIntlProvider value={pseudo()}>{children}</RawIntlProvider>;
}

const languageInput = () => ({ locale: 'en-XA', chosen: true, available: availableLocales() });

/** The app at an address, in the pseudo-locale, with its effects scripted. */
function renderApp(address: string, effects: Partial<Effects> = {}) {
  const { logic } = scriptedApp(effects);
  return render(
    <AppActorContext.Provider logic={logic} options={{ input: { language: languageInput() } }}>
      <MemoryRouter initialEntries={[address]}>
        <RouteSync />
        <Suspense fallback={null}>
          <CurrentScreen loading={null} />
        </Suspense>
        <ToastViewport />
      </MemoryRouter>
    </AppActorContext.Provider>,
    { wrapper: inPseudoLocale },
  );
}

/** What is on screen now that did not come through the catalogue. */
const leftInEnglish = () => untranslatedText(document.body, data);

const signedIn = (resumeAt: Parameters<typeof patient>[0], answers = {}) => ({
  fetchCurrentUser: async () => patient(resumeAt, answers),
});

const report: ReportResult = {
  run_id: 'run-1',
  processed_at: '2026-03-04T15:30:00',
  variants: [
    {
      var: ['NM_000492.4:c.1521_1523delCTT', 'p.Phe508del'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      OMIM: [],
      PMID: [],
      classification: 'Pathogenic',
      zygosity: 'Heterozygous',
    },
  ],
  disease_options: [
    {
      name: 'Cystic fibrosis',
      id: 'OMIM:219700',
      description: 'An inherited disease of the secretory glands.',
    },
  ],
  raw_text: 'The patient carries c.1521_1523delCTT in CFTR.',
  uncertain_variants: [{ var: ['c.3717+12191C>T'], gene: ['CFTR'], snippet: '' }],
} as unknown as ReportResult;

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
    for (const [step, path, answers] of [
      [
        'medicalCondition',
        '/onboarding/medical-condition',
        { hasBeenDiagnosed: true, primarySymptoms: ['Fatigue'] },
      ],
      ['medicalHistory', '/onboarding/medical-history', {}],
      ['geneticReport', '/onboarding/genetic-report', { hasGeneticReport: true }],
      [
        'medicalChecklist',
        '/onboarding/medical-checklist',
        { checklistItems: ['severeHypotonia'] },
      ],
      ['bookAppointment', '/onboarding/book-appointment', {}],
    ] as const) {
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
      const { unmount } = renderApp(
        path,
        signedIn(null, {
          firstName: 'Pat',
          lastName: 'Doe',
          gender: 'female',
          state: 'MI',
          primarySymptoms: ['Seizures'],
          familyHistory: 'Epilepsy in my mother',
          appointmentDate: '2026-03-04T15:30:00',
        }),
      );
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
    renderApp(
      '/dashboard/summary',
      signedIn(null, {
        firstName: 'Pat',
        lastName: 'Doe',
        gender: 'female',
        state: 'MI',
        primarySymptoms: ['Seizures'],
        familyHistory: 'Epilepsy in my mother',
        appointmentDate: '2026-03-04T15:30:00',
      }),
    );
    await screen.findByRole('article', {}, { timeout: 15_000 });
    expect(leftInEnglish()).toEqual([]);
  });

  it('the report result view, each of its kinds', () => {
    for (const result of [
      report,
      { ...report, variants: [], uncertain_variants: [], variant_like: ['c.1A>G'] },
      { run_id: 'r', var: 'c.1521_1523delCTT', loc: 'none', cond: 'Cystic fibrosis', raw_text: '' },
      { run_id: 'r', var: 'none', loc: 'none', cond: 'none', raw_text: '' },
      // Issue 23: a failed reading, a document that is not a report, the stated conclusions.
      {
        ...report,
        readable: false,
        reading: {
          source: 'ocr',
          pages: 2,
          unreadable_pages: [{ page: 2, reason: 'too_dark' }],
          reason: 'blurred',
        },
      },
      { ...report, is_genetic_report: false },
      {
        ...report,
        variants: [],
        conclusion: 'negative',
        conclusion_statement: 'No variants were identified.',
        listed_codes: [{ text: 'c.1A>G', where: 'methods' }],
      },
      {
        ...report,
        conclusion: 'carrier',
        carrier_note: 'Carriers are typically healthy.',
        reading: { source: 'ocr', pages: 3, unreadable_pages: [{ page: 3, reason: 'cut_off' }] },
        pharmacogenomics: [{ gene: 'CYP2C19', diplotype: '*1/*2', snippet: '' }],
        other_findings: [
          { kind: 'fusion', gene: ['BCR', 'ABL1'], description: 'BCR-ABL1', snippet: '' },
        ],
        references: ['25741868'],
      },
      { ...report, variants: [], conclusion: 'uncertain' },
    ]) {
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
