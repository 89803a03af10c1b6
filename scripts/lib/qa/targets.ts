import type { QaEvent, QaState } from './qa-types';

/**
 * What the QA paths must contain: the complete journeys (each way of signing in, through both
 * branches, with a booking) and a dead end for every error state of every machine. Each names
 * the Given it starts from, the steps it may take, and when it is reached.
 */
export interface Target {
  id: string;
  title: string;
  kind: 'journey' | 'dead-end';
  machine: string;
  given: string;
  allow: (event: QaEvent) => boolean;
  reached: (state: QaState) => boolean;
  maxDepth: number;
}

const value = (state: QaState, machine: string) =>
  JSON.stringify(state.view.machines[machine]?.value ?? null);

const lastStepWas = (state: QaState, type: string) => state.event?.type === type;

type Method = 'register' | 'login' | 'google';
type Branch = 'report' | 'checklist';

/** Only the steps of a patient who goes straight through. */
function straightThrough(method: Method, branch: Branch) {
  return (event: QaEvent): boolean => {
    switch (event.type) {
      case 'qa.open':
        return event.url === '/auth';
      case 'qa.register':
        return method === 'register' && event.passwords === 'same';
      case 'qa.login':
        return method === 'login' && event.password === 'right';
      case 'qa.google':
        return method === 'google' && event.provider === 'approves';
      case 'qa.submit':
        return event.server === 'accepts';
      case 'qa.answerReport':
        return event.hasReport === (branch === 'report');
      case 'qa.chooseFile':
        return event.file === 'report' && event.server === 'answers';
      case 'qa.book':
        return true;
      default:
        return false;
    }
  };
}

const methodText: Record<Method, string> = {
  register: 'Registers with email and password',
  login: 'Signs in with email and password',
  google: 'Signs in with Google',
};

function journey(method: Method, branch: Branch): Target {
  const branchText =
    branch === 'report'
      ? 'uploads a genetic report (the checklist is skipped)'
      : 'has no report and answers the medical checklist';
  return {
    id: `journey-${method}-${branch}`,
    title: `${methodText[method]}, ${branchText}, books an appointment and reaches the dashboard`,
    kind: 'journey',
    machine: 'app',
    given: method === 'login' ? 'registered' : 'visitor',
    allow: straightThrough(method, branch),
    reached: (state) =>
      state.view.page?.id === 'dashboardHome' &&
      state.world.account?.stored.hasGeneticReport === (branch === 'report') &&
      state.world.account?.stored.appointmentDate !== null,
    maxDepth: 14,
  };
}

const steps =
  (...types: string[]) =>
  (event: QaEvent) =>
    types.includes(event.type);

function deadEnd(
  id: string,
  machine: string,
  given: string,
  title: string,
  allow: (event: QaEvent) => boolean,
  reached: (state: QaState) => boolean,
): Target {
  return { id, title, kind: 'dead-end', machine, given, allow, reached, maxDepth: 4 };
}

const saveFailed = (step: string): Target =>
  deadEnd(
    `save-fails-${step}`,
    'onboarding',
    step === 'bookAppointment'
      ? 'signed-in-at-bookAppointment-with-report'
      : `signed-in-at-${step}`,
    `The server fails to save "${step}": the step's failure message, the patient stays`,
    (event) => event.type === 'qa.open' || (event.type === 'qa.submit' && event.server === 'fails'),
    (state) => value(state, 'onboarding').includes('"save":"failed"'),
  );

export const targets: Target[] = [
  ...(['register', 'login', 'google'] as const).flatMap((method) => [
    journey(method, 'checklist'),
    journey(method, 'report'),
  ]),
  deadEnd(
    'login-refused',
    'signIn',
    'registered',
    'A wrong password: "Authentication failed", the patient stays on the sign-in page',
    (e) => steps('qa.open')(e) || (e.type === 'qa.login' && e.password === 'wrong'),
    (s) => s.last?.toasts.some((t) => t.title === 'Authentication failed') === true,
  ),
  deadEnd(
    'register-email-taken',
    'signIn',
    'registered',
    'Registering an email that already has an account: "Authentication failed" with the server\'s reason',
    (e) => steps('qa.open')(e) || (e.type === 'qa.register' && e.passwords === 'same'),
    (s) => s.last?.toasts.some((t) => t.title === 'Authentication failed') === true,
  ),
  deadEnd(
    'passwords-differ',
    'signIn',
    'visitor',
    'The two passwords differ: "Passwords don\'t match", nothing is sent',
    (e) =>
      (e.type === 'qa.open' && e.url === '/auth') ||
      (e.type === 'qa.register' && e.passwords === 'different'),
    (s) => s.last?.toasts.some((t) => t.title === "Passwords don't match") === true,
  ),
  deadEnd(
    'google-refused',
    'signIn',
    'visitor',
    'The patient refuses access at Google: the callback screen says so, then back to / after 3 seconds',
    (e) =>
      (e.type === 'qa.open' && e.url === '/auth') ||
      (e.type === 'qa.google' && e.provider === 'refuses') ||
      e.type === 'qa.wait',
    (s) => lastStepWas(s, 'qa.wait') && s.view.page?.id === 'landing',
  ),
  deadEnd(
    'google-no-code',
    'signIn',
    'visitor',
    'Google comes back with neither a code nor an error: "No authorization code was received from Google"',
    (e) => e.type === 'qa.open' && e.url === '/auth?state=pending-state',
    (s) => s.view.page?.id === 'googleCallback',
  ),
  deadEnd(
    'google-code-refused',
    'signIn',
    'visitor',
    'The server cannot use the code Google returned: "Google authentication failed"',
    (e) =>
      (e.type === 'qa.open' && e.url === '/auth') ||
      (e.type === 'qa.google' && e.provider === 'badCode'),
    (s) => s.view.page?.id === 'googleCallback',
  ),
  deadEnd(
    'server-unreachable',
    'app',
    'server-unreachable',
    'The server cannot be reached at start: "We can\'t reach herd Health right now", the token is kept',
    steps('qa.open'),
    (s) => s.view.page?.id === 'serverUnreachable',
  ),
  deadEnd(
    'profile-unavailable',
    'app',
    'registered-profile-unreachable',
    'Signed in, but the profile cannot be loaded: the same screen, with "Try again"',
    (e) => steps('qa.open')(e) || (e.type === 'qa.login' && e.password === 'right'),
    (s) => s.view.page?.id === 'serverUnreachable',
  ),
  deadEnd(
    'logout-while-session-checked',
    'app',
    'slow-session-check',
    'Logout pressed while the session is still being checked (a shared computer): signed out on the landing page, the token removed',
    steps('qa.open', 'qa.logout'),
    (s) => lastStepWas(s, 'qa.logout') && s.view.page?.id === 'landing' && s.world.token === 'none',
  ),
  {
    id: 'slow-session-check',
    title:
      "The server is slow to check the stored session: the step's frame shows, then the step itself once the server answers",
    kind: 'journey',
    machine: 'app',
    given: 'slow-session-check',
    allow: steps('qa.open', 'qa.serverAnswers'),
    reached: (s) => lastStepWas(s, 'qa.serverAnswers') && s.view.page?.id === 'medicalCondition',
    maxDepth: 4,
  },
  deadEnd(
    'logout-server-unreachable',
    'app',
    'server-unreachable',
    'Logout on "We can\'t reach herd Health": signed out on the landing page, the token removed',
    steps('qa.open', 'qa.logout'),
    (s) => lastStepWas(s, 'qa.logout') && s.view.page?.id === 'landing' && s.world.token === 'none',
  ),
  deadEnd(
    'token-refused-at-start',
    'app',
    'stale-token',
    'A stored token the server refuses: it is removed, the visitor is signed out',
    steps('qa.open'),
    (s) => s.view.page?.id === 'landing' && s.world.token === 'none',
  ),
  deadEnd(
    'session-ends-while-saving',
    'saveAnswers',
    'signed-in-at-medicalCondition',
    'The session ends before a save: the save waits for the patient to sign in again',
    (e) => e.type === 'qa.open' || (e.type === 'qa.submit' && e.server === 'refusesToken'),
    (s) => value(s, 'saveAnswers').includes('waitingForSignIn'),
  ),
  deadEnd(
    'not-served',
    'onboarding',
    'signed-in-at-personalInfo',
    'A state other than Michigan: "Service Not Available"',
    steps('qa.open', 'qa.chooseState'),
    (s) => value(s, 'onboarding').includes('notServed'),
  ),
  ...[
    'personalInfo',
    'medicalCondition',
    'medicalHistory',
    'geneticReport',
    'medicalChecklist',
    'bookAppointment',
  ].map(saveFailed),
  deadEnd(
    'upload-refused',
    'upload',
    'signed-in-at-geneticReport',
    'A file the server cannot read: "Upload Failed" and the inline error',
    (e) =>
      steps('qa.open')(e) ||
      (e.type === 'qa.answerReport' && e.hasReport === true) ||
      (e.type === 'qa.chooseFile' && e.file === 'unreadable'),
    (s) => value(s, 'upload') === '"error"',
  ),
  deadEnd(
    'stored-results-unavailable',
    'upload',
    'report-results-unavailable',
    'A report on file whose results cannot be loaded: the step offers another upload',
    steps('qa.open'),
    (s) => value(s, 'upload') === '"storedResultUnavailable"',
  ),
  deadEnd(
    'calendar-offline',
    'booking',
    'signed-in-at-bookAppointment-embed-offline',
    'The booking calendar cannot load: "Try again", and the patient can still finish',
    steps('qa.open'),
    (s) => value(s, 'booking') === '"unavailable"',
  ),
  deadEnd(
    'calendar-too-slow',
    'booking',
    'signed-in-at-bookAppointment-embed-hang',
    'The booking calendar does not answer within 15 seconds: unavailable',
    (e) => e.type === 'qa.open' || (e.type === 'qa.wait' && e.machine === 'booking'),
    (s) => value(s, 'booking') === '"unavailable"',
  ),
];
