import { googleTexts } from './oracle/screen-texts';
import type { QaEvent } from './qa-types';
import type { PageId } from './view';

/**
 * Transitions the specification requires, listed once so that none can vanish from the QA paths
 * unnoticed: every Back target of section 2, the branch of section 4 and the three failures of
 * the Google callback (section 8). The model-based test fails when no QA path takes one of them
 * with the outcome written here, or when the machines no longer agree with the oracle there.
 */
export interface RequiredStep {
  id: string;
  /** The specification's words. */
  spec: string;
  /** The page the step is taken on (null: the browser is not open yet). */
  from: PageId | null;
  /** The step (its kind and the parameters that matter). */
  event: Partial<QaEvent>;
  /** What must follow: the address, a text on the page, and for a timer the address after it. */
  outcome: { url: string; says?: string };
}

const back = (from: PageId, url: string, spec: string): RequiredStep => ({
  id: `back-from-${from}`,
  spec,
  from,
  event: { type: 'qa.back' },
  outcome: { url },
});

export const specRequired: RequiredStep[] = [
  back(
    'medicalCondition',
    '/onboarding/personal-info',
    'Section 2, step 2: "Back saves current values locally and goes to /onboarding/personal-info"',
  ),
  back(
    'medicalHistory',
    '/onboarding/medical-condition',
    'Section 2, step 3: "Back goes to /onboarding/medical-condition"',
  ),
  back(
    'geneticReport',
    '/onboarding/medical-history',
    'Section 2, step 4: "Back (to /onboarding/medical-history)"',
  ),
  back(
    'medicalChecklist',
    '/onboarding/genetic-report',
    'Section 2, checklist: "Back (to /onboarding/genetic-report)"',
  ),
  back(
    'bookAppointment',
    '/onboarding/medical-history',
    'Section 2, step 5: "Back (to /onboarding/medical-history)"',
  ),
  {
    id: 'report-skips-checklist',
    spec: 'Section 4: "Yes to having a report skips the checklist"',
    from: 'geneticReport',
    event: { type: 'qa.submit', step: 'geneticReport', server: 'accepts' },
    outcome: { url: '/onboarding/book-appointment' },
  },
  {
    id: 'no-report-opens-checklist',
    spec: 'Section 4: "then (no report) medical checklist"',
    from: 'geneticReport',
    event: { type: 'qa.submit', step: 'geneticReport', server: 'accepts' },
    outcome: { url: '/onboarding/medical-checklist' },
  },
  {
    id: 'google-provider-error',
    spec: 'Section 8: provider error gives page text "Authentication error: {error}"',
    from: 'auth',
    event: { type: 'qa.google', provider: 'refuses' },
    outcome: { url: '/auth', says: 'Authentication error: access_denied' },
  },
  {
    id: 'google-no-code',
    spec: 'Section 8: no code gives page text "No authorization code received"',
    from: null,
    event: { type: 'qa.open', url: '/auth?state=pending-state' },
    outcome: { url: '/auth', says: 'No authorization code received' },
  },
  {
    id: 'google-exchange-fails',
    spec: "Section 8: exchange failure shows the server error's detail field",
    from: 'auth',
    event: { type: 'qa.google', provider: 'badCode' },
    outcome: { url: '/auth', says: googleTexts.codeRefused },
  },
];
