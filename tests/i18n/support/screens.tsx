import type { ReportResult } from '@contract/report';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentScreen } from '@/app/current-screen';
import { RouteSync } from '@/app/route-sync';
import { ToastViewport } from '@/app/toast-viewport';
import { AppActorContext } from '@/lib/app-actor';
import { availableLocales } from '@/lib/i18n/catalogues';
import { intlFor } from '@/lib/i18n/intl';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';
import { type Effects, patient, scriptedApp } from '../../app/support/scripted-app';
import { render } from '../../support/render';

/**
 * What the screen tests of the languages share (tests/i18n): the data the test gives the app
 * (the patient's name and answers, sample names, report values), the only text allowed to read
 * the same in every language, and the app rendered at an address in a language.
 */
export const data = [
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
  ...['en-XA', 'en', 'es-US'].flatMap(zoneNamesOfTheYear),
];

function zoneNamesOfTheYear(locale: string): string[] {
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short' });
  return [0, 6].map(
    (month) =>
      zone.formatToParts(new Date(2026, month, 1)).find((part) => part.type === 'timeZoneName')
        ?.value ?? '',
  );
}

/** A wrapper rendering its children in a language (its catalogue loaded). */
export function inLanguage(locale: string) {
  return function InLanguage({ children }: { children: ReactNode }) {
    return <AppIntlProvider intl={intlFor(locale)}>{children}</AppIntlProvider>;
  };
}

/** The app at an address, in a language, with its effects scripted. */
export function renderAppIn(locale: string, address: string, effects: Partial<Effects> = {}) {
  const { logic } = scriptedApp(effects);
  const language = { locale, chosen: true, available: availableLocales() };
  return render(
    <AppActorContext.Provider logic={logic} options={{ input: { language } }}>
      <MemoryRouter initialEntries={[address]}>
        <RouteSync />
        <Suspense fallback={null}>
          <CurrentScreen loading={null} />
        </Suspense>
        <ToastViewport />
      </MemoryRouter>
    </AppActorContext.Provider>,
    { wrapper: inLanguage(locale) },
  );
}

export const signedIn = (resumeAt: Parameters<typeof patient>[0], answers = {}) => ({
  fetchCurrentUser: async () => patient(resumeAt, answers),
});

/** Steps 2 to 5 and the checklist: each step, its address, and answers that fill it in. */
export const laterSteps = [
  [
    'medicalCondition',
    '/onboarding/medical-condition',
    { hasBeenDiagnosed: true, primarySymptoms: ['Fatigue'] },
  ],
  ['medicalHistory', '/onboarding/medical-history', {}],
  ['geneticReport', '/onboarding/genetic-report', { hasGeneticReport: true }],
  ['medicalChecklist', '/onboarding/medical-checklist', { checklistItems: ['severeHypotonia'] }],
  ['bookAppointment', '/onboarding/book-appointment', {}],
] as const;

/** A patient past onboarding, as the dashboard pages show them. */
export const finishedAnswers = {
  firstName: 'Pat',
  lastName: 'Doe',
  gender: 'female',
  state: 'MI',
  primarySymptoms: ['Seizures'],
  familyHistory: 'Epilepsy in my mother',
  appointmentDate: '2026-03-04T15:30:00',
};

export const report: ReportResult = {
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

/** Each kind of report result the result view shows (issues 23 and 28). */
export const reportKinds = [
  report,
  { ...report, variants: [], uncertain_variants: [], variant_like: ['c.1A>G'] },
  { run_id: 'r', var: 'c.1521_1523delCTT', loc: 'none', cond: 'Cystic fibrosis', raw_text: '' },
  { run_id: 'r', var: 'none', loc: 'none', cond: 'none', raw_text: '' },
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
];
