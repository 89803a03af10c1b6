import { type OnboardingStepId, stepById } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { routeById } from '@machines/routes/route-table';
import { type Account, applyPatch, defaultWorld, storedUpTo, type World } from './world';

/**
 * Preconditions the real server and the e2e suite can produce: the account is made through the
 * API (answers saved up to a step), the browser's storage is set before the first page load,
 * the network and the booking calendar are made unreachable with request routing.
 */
export interface Given {
  id: string;
  /** "Given ..." in words. */
  text: string;
  world: World;
  /** The addresses the path may open first. */
  opens: string[];
}

const account = (resumeAt: OnboardingStepId | null, withReport: boolean): Account => ({
  kind: 'password',
  stored: storedUpTo(resumeAt, withReport),
  latestReportId: null,
});

const signedIn = (
  resumeAt: OnboardingStepId | null,
  withReport = false,
  latestReportId: string | null = null,
): World => ({
  ...defaultWorld,
  account: { ...account(resumeAt, withReport), latestReportId },
  token: 'valid',
});

function atStep(step: OnboardingStepId, withReport: boolean, extra: Partial<World> = {}): Given {
  const branch = withReport ? ', having said they have a genetic report' : '';
  return {
    id: `signed-in-at-${step}${withReport ? '-with-report' : ''}${extra.embed ? `-embed-${extra.embed}` : ''}`,
    text: `a signed-in patient whose answers are saved up to "${english(stepById(step).title)}"${branch}`,
    world: { ...signedIn(step, withReport), ...extra },
    opens: [stepById(step).path],
  };
}

export const givens: Given[] = [
  {
    id: 'visitor',
    text: 'a visitor without an account (a new Google account waits at the local OpenID provider)',
    world: defaultWorld,
    opens: [
      routeById('landing').path,
      routeById('auth').path,
      '/auth?state=pending-state',
      '/auth?code=issued-code&state=forged-state',
      routeById('medicalHistory').path,
      // The Privacy Policy by its address (a bookmark, or typed).
      routeById('privacy').path,
    ],
  },
  {
    id: 'reset-link',
    text: 'a registered, signed-out patient who asked for a link to reset their password (through the API)',
    world: {
      ...defaultWorld,
      account: account('personalInfo', false),
      links: { reset: 'fresh', confirm: 'none' },
    },
    // The link's address typed without its token (cut short in the mail program).
    opens: [routeById('resetPassword').path],
  },
  {
    id: 'confirm-link',
    text: 'a registered, signed-out patient with the mail "Confirm your email address" that registering sent',
    world: {
      ...defaultWorld,
      account: account('personalInfo', false),
      links: { reset: 'none', confirm: 'fresh' },
    },
    opens: [routeById('confirmEmail').path],
  },
  {
    id: 'confirm-link-unreachable',
    text: 'a registered, signed-out patient with the mail "Confirm your email address", whose browser cannot reach the server to confirm it',
    world: {
      ...defaultWorld,
      account: account('personalInfo', false),
      links: { reset: 'none', confirm: 'fresh' },
      cutOff: ['verifyEmail'],
    },
    opens: [],
  },
  {
    id: 'registered',
    text: 'a patient registered with email and password (through the API), signed out',
    world: { ...defaultWorld, account: account('personalInfo', false) },
    opens: [routeById('auth').path],
  },
  {
    id: 'registered-in-spanish',
    text: 'a patient registered with email and password whose profile keeps the language Español (through the API), signed out, on a browser where no language was chosen',
    world: {
      ...defaultWorld,
      account: applyPatch(account('personalInfo', false), { language: 'es' }),
    },
    opens: [routeById('auth').path],
  },
  {
    id: 'registered-slow-profile',
    text: 'a registered, signed-out patient whose profile the server is slow to send after sign-in (GET /auth/me)',
    world: {
      ...defaultWorld,
      account: account('medicalCondition', false),
      held: ['fetchCurrentUser'],
    },
    opens: [routeById('auth').path],
  },
  {
    id: 'registered-profile-unreachable',
    text: 'a registered, signed-out patient whose browser cannot load their profile (GET /auth/me does not answer)',
    world: { ...defaultWorld, account: account('personalInfo', false), network: 'profileDown' },
    opens: [routeById('auth').path],
  },
  {
    id: 'registered-at-genetic-report',
    text: 'a signed-out patient whose answers are saved up to "Genetic Report" (through the API)',
    world: { ...defaultWorld, account: account('geneticReport', false) },
    opens: [routeById('auth').path, routeById('geneticReport').path],
  },
  atStep('personalInfo', false),
  atStep('medicalCondition', false),
  atStep('medicalHistory', false),
  atStep('geneticReport', false),
  atStep('medicalChecklist', false),
  {
    id: 'signed-in-at-geneticReport-job-list-fails',
    text: 'a signed-in patient whose answers are saved up to "Genetic Report", whose browser cannot fetch the list of their waiting uploads',
    world: { ...signedIn('geneticReport', false), jobListFails: true },
    opens: [stepById('geneticReport').path],
  },
  atStep('bookAppointment', true),
  atStep('bookAppointment', false, { embed: 'offline' }),
  atStep('bookAppointment', false, { embed: 'hang' }),
  {
    id: 'report-on-file',
    text: 'a signed-in patient at "Genetic Report" with a report the server read earlier',
    world: {
      ...signedIn('geneticReport', false),
      account: { ...account('geneticReport', true), latestReportId: 'qa-run-1' },
    },
    opens: [routeById('geneticReport').path],
  },
  {
    id: 'report-results-unavailable',
    text: 'a signed-in patient at "Genetic Report" with a report on file whose results the server cannot load (HTTP 500)',
    world: {
      ...signedIn('geneticReport', false),
      account: { ...account('geneticReport', true), latestReportId: 'qa-run-1' },
      storedReportFails: true,
    },
    opens: [routeById('geneticReport').path],
  },
  {
    id: 'finished',
    text: 'a signed-in patient who finished onboarding (through the API)',
    world: signedIn(null),
    opens: [
      routeById('dashboardHome').path,
      routeById('dashboardSettings').path,
      routeById('dashboardProfile').path,
      routeById('dashboardCalendar').path,
    ],
  },
  {
    id: 'finished-on-profile',
    text: 'a signed-in patient who finished onboarding, on the Profile page',
    world: signedIn(null),
    opens: [routeById('dashboardProfile').path],
  },
  {
    id: 'finished-with-report',
    text: 'a signed-in patient who finished onboarding with a report the server read (through the API)',
    world: signedIn(null, true, 'qa-run-1'),
    opens: [routeById('dashboardReport').path],
  },
  {
    id: 'finished-report-unavailable',
    text: 'a signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500)',
    world: { ...signedIn(null, true, 'qa-run-1'), storedReportFails: true },
    opens: [routeById('dashboardReport').path],
  },
  {
    id: 'finished-dark-theme',
    text: 'a signed-in patient who finished onboarding and chose the dark theme earlier',
    world: { ...signedIn(null), theme: 'dark' },
    opens: [routeById('dashboardSettings').path],
  },
  {
    id: 'visitor-light-theme-dark-os',
    text: 'a visitor who chose the light theme earlier, on a computer set to dark mode',
    world: { ...defaultWorld, theme: 'light', osDark: true },
    opens: [routeById('auth').path],
  },
  {
    id: 'stale-token',
    text: 'a browser holding a token the server no longer accepts',
    world: { ...signedIn('medicalCondition'), token: 'rejected' },
    opens: [routeById('medicalCondition').path],
  },
  {
    id: 'slow-session-check',
    text: 'a signed-in patient whose answers are saved up to "Medical Condition", whose browser\'s session check (GET /auth/me) the server is slow to answer',
    world: { ...signedIn('medicalCondition'), held: ['fetchCurrentUser'] },
    opens: [routeById('medicalCondition').path],
  },
  {
    id: 'server-unreachable',
    text: 'a signed-in patient whose browser cannot reach the server',
    world: { ...signedIn('medicalCondition'), network: 'down' },
    opens: [routeById('medicalCondition').path, routeById('terms').path],
  },
];

export function givenById(id: string): Given {
  const given = givens.find((candidate) => candidate.id === id);
  if (!given) throw new Error(`Unknown given ${id}`);
  return given;
}
