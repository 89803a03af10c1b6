import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { bookingMachine } from '../booking/booking.machine';
import { isChecklistItemId } from '../domain/checklist-ids';
import { isServedState } from '../domain/served-state';
import type { AuthSession, Credentials, OnboardingCheck } from '../domain/session';
import type { ToastInput } from '../domain/toast';
import {
  defaultFamilyHistory,
  emptyProfile,
  type OnboardingPatch,
  type UserProfile,
} from '../domain/user-profile';
import { isPersonalInfoComplete, rankOf } from '../onboarding/progress';
import {
  exchangeErrorText,
  googleProviderErrorToast,
  inlineTexts,
  messages,
  noCodeToast,
} from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { themeMachine } from '../theme/theme.machine';
import { toastMachine } from '../toast/toast.machine';
import { uploadMachine } from '../upload/upload.machine';
import {
  type AppContext,
  type AppInput,
  initialAppContext,
  readCallbackParams,
} from './app-context';
import type { AppEvent } from './app-events';
import { memberOnlyRoutes, type RouteId, routeIdForPath, routeIdOf } from './route-table';

export interface SaveOnboardingInput {
  /** Only the fields this step changes. */
  patch: OnboardingPatch;
  /** The stored profile: missing fields fall back to it. */
  profile: UserProfile;
}

export const appDelays = { callbackRedirectDelay: 3000 } as const;

const step = (id: RouteId) => ({ type: 'canOpenStep', params: { route: id } }) as const;
const redirect = (id: RouteId) => ({ type: 'redirectsTo', params: { route: id } }) as const;
/** After the onboarding check: remember where it sent the patient and replay an asked-for page. */
const afterCheck = ['keepRedirect', 'replayRequestedRoute', 'forgetRequestedRoute'] as const;
/** The check's answer names this page: go there. */
const afterCheckGoTo = (id: RouteId) =>
  ({ guard: redirect(id), target: `#${id}`, actions: afterCheck }) as const;
const toast = (params: ToastInput) => ({ type: 'showToast', params }) as const;

export const appMachine = setup({
  types: {
    input: {} as AppInput | undefined,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    /** GET /auth/me with the stored token; resolves null when no token is stored. */
    fetchCurrentUser: fromPromise<UserProfile | null>(async () => notProvided('fetchCurrentUser')),
    /** POST /auth/login. */
    login: fromPromise<AuthSession, Credentials>(async () => notProvided('login')),
    /** POST /auth/register. */
    register: fromPromise<AuthSession, { name: string; email: string; password: string }>(
      async () => notProvided('register'),
    ),
    /** POST /auth/google with the code; src adds redirect_uri and the PKCE verifier. */
    exchangeGoogleCode: fromPromise<AuthSession, { code: string; state: string | null }>(async () =>
      notProvided('exchangeGoogleCode'),
    ),
    /** Sends the browser to Google's authorization page; rejects when it cannot (provided by src). */
    startGoogleSignIn: fromPromise<void>(async () => notProvided('startGoogleSignIn')),
    /** GET /auth/check-onboarding. */
    checkOnboarding: fromPromise<OnboardingCheck>(async () => notProvided('checkOnboarding')),
    /** POST /api/user/onboarding with the merged profile. */
    saveOnboarding: fromPromise<void, SaveOnboardingInput>(async () =>
      notProvided('saveOnboarding'),
    ),
    toast: toastMachine,
    theme: themeMachine,
    upload: uploadMachine,
    booking: bookingMachine,
  },
  delays: {
    callbackRedirectDelay: appDelays.callbackRedirectDelay,
  },
  guards: {
    userFound: ({ event }) =>
      'output' in event && event.output !== null && typeof event.output === 'object',
    isSignedOut: ({ context }) => context.user === null,
    isMemberOnlyRoute: ({ event }) => {
      if (event.type !== 'xstate.route') return false;
      const id = routeIdOf(event.to);
      return id !== null && memberOnlyRoutes.has(id);
    },
    canOpenStep: ({ context }, params: { route: RouteId }) => {
      if (!context.user) return false;
      if (params.route === 'medicalChecklist' && context.user.hasGeneticReport) return false;
      return rankOf(params.route) <= context.furthestRank;
    },
    hasCompletedOnboarding: ({ context }) => context.user?.has_completed_onboarding === true,
    redirectsTo: ({ event }, params: { route: RouteId }) =>
      'output' in event &&
      typeof event.output === 'object' &&
      event.output !== null &&
      'redirect_path' in event.output &&
      routeIdForPath(String(event.output.redirect_path)) === params.route,
    passwordsMatch: ({ event }) =>
      event.type === 'auth.register.submitted' && event.password === event.confirmPassword,
    hasProviderError: ({ context }) => context.callback.error !== null,
    hasCode: ({ context }) => context.callback.code !== null,
    isOutsideMichigan: ({ event }) =>
      event.type === 'personalInfo.submitted' && !isServedState(event.values.state),
    isPersonalInfoComplete: ({ event }) =>
      event.type === 'personalInfo.submitted' && isPersonalInfoComplete(event.values),
    hasValidMedicalHistory: ({ event }) =>
      event.type === 'medicalHistory.submitted' &&
      [...event.values.medications, ...event.values.otherConditions].every(
        (item) => typeof item === 'string',
      ) &&
      typeof event.values.familyHistory === 'string',
    reportStepDone: ({ context }) => !context.reportAnswer || context.reportUploaded,
    answeredYes: ({ context }) => context.reportAnswer,
  },
  actions: {
    /** Saves the token under the "token" storage key (provided by src). */
    storeToken: (_, _params: { token: string }) => notProvided('storeToken'),
    /** Removes the stored token (provided by src). */
    clearToken: () => notProvided('clearToken'),
    /** Logs a failed medical history save for support (the patient sees a toast too). */
    logBackgroundSaveFailure: (_, _params: { error: unknown }) => {},
    showToast: sendTo(toastActor, (_: unknown, params: ToastInput) => ({
      type: 'toast.show',
      ...params,
    })),
    keepUser: assign({
      user: ({ event }) => ('output' in event ? (event.output as UserProfile) : null),
    }),
    keepSession: assign({
      user: ({ event }) => {
        const session = 'output' in event ? (event.output as AuthSession) : null;
        return emptyProfile(session?.email ?? '', session?.name ?? '');
      },
    }),
    forgetSession: assign(({ context }) => ({
      ...initialAppContext({
        storedTheme: context.theme.stored,
        osPrefersDark: context.theme.osPrefersDark,
      }),
    })),
    keepRedirect: assign(({ context, event }) => {
      const path =
        'output' in event && event.output && typeof event.output === 'object'
          ? String((event.output as OnboardingCheck).redirect_path)
          : null;
      const rank = rankOf(path ? routeIdForPath(path) : null);
      return { redirectPath: path, furthestRank: Math.max(context.furthestRank, rank) };
    }),
    rememberRequestedRoute: assign({
      requestedRoute: ({ context, event }) =>
        event.type === 'xstate.route' ? event : context.requestedRoute,
    }),
    replayRequestedRoute: raise(
      ({ context }) => context.requestedRoute ?? { type: 'xstate.route', to: '#landing' },
    ),
    forgetRequestedRoute: assign({ requestedRoute: null }),
    keepCallbackParams: assign({
      callback: ({ event }) =>
        event.type === 'xstate.route'
          ? readCallbackParams(event.search, event.hash)
          : readCallbackParams(),
      callbackError: null,
    }),
    forgetCallbackParams: assign({ callback: { code: null, error: null, state: null } }),
    setCallbackError: assign((_, params: { text: string }) => ({ callbackError: params.text })),
    keepExchangeError: assign({
      callbackError: ({ event }) => ('error' in event ? exchangeErrorText(event.error) : null),
    }),
    showProviderErrorToast: sendTo(toastActor, ({ context }) => ({
      type: 'toast.show',
      ...googleProviderErrorToast(context.callback.error ?? ''),
    })),
    reachRoute: assign(({ context }, params: { route: RouteId }) => ({
      furthestRank: Math.max(context.furthestRank, rankOf(params.route)),
    })),
    useStepOneAlias: assign((_, params: { alias: boolean }) => ({ stepOneAlias: params.alias })),
    noteRouteAlias: assign({
      stepOneAlias: ({ event }) => event.type === 'xstate.route' && event.alias === true,
    }),
    keepPersonalInfo: assign({
      user: ({ context, event }) =>
        context.user && event.type === 'personalInfo.submitted'
          ? { ...context.user, ...event.values }
          : context.user,
    }),
    keepMedicalCondition: assign({
      user: ({ context, event }) => {
        if (!context.user) return null;
        if (event.type !== 'medicalCondition.submitted' && event.type !== 'medicalCondition.back') {
          return context.user;
        }
        const { values } = event;
        return {
          ...context.user,
          ...values,
          // A "no" answer saves condition and year as empty strings (spec section 4).
          primaryCondition: values.hasBeenDiagnosed ? values.primaryCondition : '',
          yearOfDiagnosis: values.hasBeenDiagnosed ? values.yearOfDiagnosis : '',
        };
      },
    }),
    keepMedicalHistory: assign({
      user: ({ context, event }) => {
        if (!context.user || event.type !== 'medicalHistory.submitted') return context.user;
        const familyHistory = event.values.familyHistory.trim() || defaultFamilyHistory;
        return { ...context.user, ...event.values, familyHistory };
      },
    }),
    openReportStep: assign(({ context }) => ({
      reportAnswer: context.user?.hasGeneticReport ?? false,
      reportUploaded: context.user?.hasGeneticReport ?? false,
    })),
    closeReportStep: assign({ reportAnswer: false, reportUploaded: false }),
    keepReportAnswer: assign({
      reportAnswer: ({ context, event }) =>
        event.type === 'geneticReport.answered' ? event.hasReport : context.reportAnswer,
    }),
    markReportUploaded: assign((_, params: { uploaded: boolean }) => ({
      reportUploaded: params.uploaded,
    })),
    saveReportAnswerLocally: assign({
      user: ({ context }) =>
        context.user ? { ...context.user, hasGeneticReport: context.reportAnswer } : null,
    }),
    keepChecklist: assign({
      user: ({ context, event }) =>
        context.user && event.type === 'checklist.submitted'
          ? { ...context.user, checklistItems: event.checklistItems.filter(isChecklistItemId) }
          : context.user,
    }),
    keepAppointment: assign({
      user: ({ context, event }) =>
        context.user && event.type === 'appointment.booked'
          ? { ...context.user, appointmentDate: event.startTime }
          : context.user,
    }),
    markOnboardingComplete: assign({
      user: ({ context }) =>
        context.user ? { ...context.user, has_completed_onboarding: true } : null,
    }),
  },
}).createMachine({
  id: 'app',
  description:
    'The whole patient app: who is signed in, which page they are on, and their onboarding.',
  context: ({ input }) => initialAppContext(input),
  invoke: [
    { id: 'toast', systemId: 'toast', src: 'toast' },
    {
      id: 'theme',
      systemId: 'theme',
      src: 'theme',
      input: ({ context }) => context.theme,
    },
  ],
  initial: 'checkingSession',
  states: {
    checkingSession: {
      description:
        'On start, a stored token is checked with the server. A rejected token is removed and the visitor stays signed out.',
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          { guard: 'userFound', target: '#app.signedIn.routing', actions: 'keepUser' },
          { target: 'signedOut', actions: ['replayRequestedRoute', 'forgetRequestedRoute'] },
        ],
        onError: {
          target: 'signedOut',
          actions: ['clearToken', 'replayRequestedRoute', 'forgetRequestedRoute'],
        },
      },
      on: { 'xstate.route': { actions: 'rememberRequestedRoute' } },
    },
    signedOut: {
      description: 'Nobody is signed in. Member pages send the visitor to the landing page.',
      initial: 'landing',
      exit: 'forgetRequestedRoute',
      on: { 'xstate.route': { guard: 'isMemberOnlyRoute', target: '#landing' } },
      states: {
        landing: {
          id: 'landing',
          description: 'The landing page.',
          meta: { path: '/' },
          route: { guard: 'isSignedOut' },
        },
        auth: {
          id: 'auth',
          description: 'The sign-in page with Login and Register tabs and "Continue with Google".',
          meta: { path: '/auth' },
          route: { guard: 'isSignedOut' },
          initial: 'idle',
          states: {
            idle: {
              description: 'The forms wait for the visitor.',
              on: {
                'auth.login.submitted': 'signingIn',
                'auth.register.submitted': [
                  { guard: 'passwordsMatch', target: 'registering' },
                  { actions: toast(messages.passwordsMismatch) },
                ],
                'auth.google.started': 'redirectingToGoogle',
              },
            },
            signingIn: {
              description: '"Signing in..." while the server checks email and password.',
              invoke: {
                src: 'login',
                input: ({ event }) =>
                  event.type === 'auth.login.submitted'
                    ? { email: event.email, password: event.password }
                    : { email: '', password: '' },
                onDone: {
                  target: '#app.signedIn',
                  actions: [
                    {
                      type: 'storeToken',
                      params: ({ event }) => ({ token: event.output.access_token }),
                    },
                    'keepSession',
                    toast(messages.loginSucceeded),
                  ],
                },
                onError: { target: 'idle', actions: toast(messages.authFailed) },
              },
            },
            registering: {
              description: '"Creating account..." while the server creates the account.',
              invoke: {
                src: 'register',
                input: ({ event }) =>
                  event.type === 'auth.register.submitted'
                    ? { name: event.name, email: event.email, password: event.password }
                    : { name: '', email: '', password: '' },
                onDone: {
                  target: '#app.signedIn',
                  actions: [
                    {
                      type: 'storeToken',
                      params: ({ event }) => ({ token: event.output.access_token }),
                    },
                    'keepSession',
                    toast(messages.registerSucceeded),
                  ],
                },
                onError: { target: 'idle', actions: toast(messages.authFailed) },
              },
            },
            redirectingToGoogle: {
              description:
                '"Processing..." while the browser leaves for Google. If the redirect cannot start (Google not set up, offline), the visitor is told and stays.',
              invoke: {
                src: 'startGoogleSignIn',
                onError: { target: 'idle', actions: toast(messages.googleCodeFailed) },
              },
            },
          },
        },
        googleCallback: {
          id: 'googleCallback',
          description:
            'Google sent the visitor back to /auth with a code or an error: "Completing Authentication".',
          meta: { path: '/auth' },
          route: { guard: 'isSignedOut', actions: 'keepCallbackParams' },
          exit: 'forgetCallbackParams',
          initial: 'reading',
          states: {
            reading: {
              description: 'Reads the code or error from the address (query string, else hash).',
              always: [
                {
                  guard: 'hasProviderError',
                  target: 'failed',
                  actions: [
                    {
                      type: 'setCallbackError',
                      params: ({ context }) => ({
                        text: `Authentication error: ${context.callback.error}`,
                      }),
                    },
                    'showProviderErrorToast',
                  ],
                },
                { guard: 'hasCode', target: 'exchanging' },
                {
                  target: 'failed',
                  actions: [
                    { type: 'setCallbackError', params: { text: inlineTexts.noCodeReceived } },
                    toast(noCodeToast),
                  ],
                },
              ],
            },
            exchanging: {
              description:
                '"Please wait while we log you in..." while the server exchanges the code.',
              invoke: {
                src: 'exchangeGoogleCode',
                input: ({ context }) => ({
                  code: context.callback.code ?? '',
                  state: context.callback.state,
                }),
                onDone: {
                  target: '#app.signedIn',
                  actions: [
                    {
                      type: 'storeToken',
                      params: ({ event }) => ({ token: event.output.access_token }),
                    },
                    'keepSession',
                    toast(messages.googleSucceeded),
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: ['keepExchangeError', toast(messages.googleCodeFailed)],
                },
              },
            },
            failed: {
              description:
                '"Authentication Error", the reason, and "Redirecting you back to the login page..."; back to / after 3 seconds.',
              after: { callbackRedirectDelay: { target: '#landing' } },
            },
          },
        },
      },
    },
    signedIn: {
      description: 'A patient is signed in. Logout clears the session and goes to /.',
      initial: 'loadingProfile',
      on: {
        'auth.logout': { target: '#landing', actions: ['clearToken', 'forgetSession'] },
      },
      states: {
        loadingProfile: {
          description: 'Loads the patient profile after signing in.',
          invoke: {
            src: 'fetchCurrentUser',
            onDone: [
              { guard: 'userFound', target: 'routing', actions: 'keepUser' },
              { target: 'routing' },
            ],
            onError: { target: 'routing' },
          },
          on: { 'xstate.route': { actions: 'rememberRequestedRoute' } },
        },
        routing: {
          description:
            'The onboarding check (server) says where the patient goes next; a page asked for by the address is honoured when the patient may open it.',
          invoke: {
            src: 'checkOnboarding',
            onDone: [
              afterCheckGoTo('dashboardHome'),
              afterCheckGoTo('medicalCondition'),
              afterCheckGoTo('medicalHistory'),
              afterCheckGoTo('geneticReport'),
              afterCheckGoTo('medicalChecklist'),
              afterCheckGoTo('bookAppointment'),
              { target: '#personalInfo', actions: afterCheck },
            ],
            onError: [
              {
                guard: 'hasCompletedOnboarding',
                target: '#dashboardHome',
                actions: ['replayRequestedRoute', 'forgetRequestedRoute'],
              },
              {
                target: '#personalInfo',
                actions: ['replayRequestedRoute', 'forgetRequestedRoute'],
              },
            ],
          },
          on: { 'xstate.route': { actions: 'rememberRequestedRoute' } },
        },
        onboarding: {
          description:
            'The five-step onboarding wizard (with the checklist branch when there is no report).',
          exit: 'forgetRequestedRoute',
          initial: 'personalInfo',
          states: {
            personalInfo: {
              id: 'personalInfo',
              description:
                'Step 1: name, date of birth, gender and state. Only Michigan is served.',
              meta: { path: '/onboarding' },
              route: { guard: step('personalInfo'), actions: 'noteRouteAlias' },
              entry: { type: 'reachRoute', params: { route: 'personalInfo' } },
              exit: { type: 'useStepOneAlias', params: { alias: false } },
              initial: 'editing',
              states: {
                editing: {
                  description: 'The form is shown.',
                  on: {
                    'personalInfo.submitted': [
                      {
                        guard: 'isOutsideMichigan',
                        target: 'notServed',
                        actions: toast(messages.serviceNotAvailable),
                      },
                      {
                        guard: 'isPersonalInfoComplete',
                        target: 'saving',
                        actions: 'keepPersonalInfo',
                      },
                    ],
                  },
                },
                notServed: {
                  description:
                    '"Service Not Available in Your State": only Michigan residents can continue.',
                  on: {
                    'personalInfo.submitted': [
                      {
                        guard: 'isOutsideMichigan',
                        target: 'notServed',
                        reenter: true,
                        actions: toast(messages.serviceNotAvailable),
                      },
                      {
                        guard: 'isPersonalInfoComplete',
                        target: 'saving',
                        actions: 'keepPersonalInfo',
                      },
                    ],
                  },
                },
                saving: {
                  description:
                    '"Saving..." while the answers are saved, so a reload or a return visit resumes here (docs/deviations.md).',
                  invoke: {
                    src: 'saveOnboarding',
                    input: ({ context }) =>
                      patchOf(context, ['firstName', 'lastName', 'dateOfBirth', 'gender', 'state']),
                    onDone: {
                      target: '#medicalCondition',
                      actions: toast(messages.personalInfoSaved),
                    },
                    onError: {
                      target: 'saveFailed',
                      actions: toast(messages.personalInfoFailed),
                    },
                  },
                },
                saveFailed: {
                  description: '"Save Failed": the patient stays on the page and can try again.',
                  on: {
                    'personalInfo.submitted': [
                      {
                        guard: 'isOutsideMichigan',
                        target: 'notServed',
                        actions: toast(messages.serviceNotAvailable),
                      },
                      {
                        guard: 'isPersonalInfoComplete',
                        target: 'saving',
                        actions: 'keepPersonalInfo',
                      },
                    ],
                  },
                },
              },
            },
            medicalCondition: {
              id: 'medicalCondition',
              description: 'Step 2: diagnosis yes/no, condition, year of diagnosis and symptoms.',
              meta: { path: '/onboarding/medical-condition' },
              route: { guard: step('medicalCondition') },
              entry: { type: 'reachRoute', params: { route: 'medicalCondition' } },
              initial: 'editing',
              states: {
                editing: {
                  description: 'The form is shown, prefilled from the profile.',
                  on: {
                    'medicalCondition.submitted': {
                      target: 'saving',
                      actions: 'keepMedicalCondition',
                    },
                    'medicalCondition.back': {
                      target: '#personalInfo',
                      actions: [
                        'keepMedicalCondition',
                        { type: 'useStepOneAlias', params: { alias: true } },
                      ],
                    },
                  },
                },
                saving: {
                  description: '"Saving..." while the answers are saved.',
                  invoke: {
                    src: 'saveOnboarding',
                    input: ({ context }) =>
                      patchOf(context, [
                        'primaryCondition',
                        'yearOfDiagnosis',
                        'primarySymptoms',
                        'hasBeenDiagnosed',
                      ]),
                    onDone: {
                      target: '#medicalHistory',
                      actions: toast(messages.medicalConditionSaved),
                    },
                    onError: {
                      target: 'saveFailed',
                      actions: toast(messages.medicalConditionFailed),
                    },
                  },
                },
                saveFailed: {
                  description: '"Save Failed": the patient stays on the page and can try again.',
                  on: {
                    'medicalCondition.submitted': {
                      target: 'saving',
                      actions: 'keepMedicalCondition',
                    },
                    'medicalCondition.back': {
                      target: '#personalInfo',
                      actions: [
                        'keepMedicalCondition',
                        { type: 'useStepOneAlias', params: { alias: true } },
                      ],
                    },
                  },
                },
              },
            },
            medicalHistory: {
              id: 'medicalHistory',
              description: 'Step 3: medications, other conditions and family history.',
              meta: { path: '/onboarding/medical-history' },
              route: { guard: step('medicalHistory') },
              entry: { type: 'reachRoute', params: { route: 'medicalHistory' } },
              initial: 'editing',
              states: {
                editing: {
                  description: 'The form is shown, prefilled from the profile.',
                  on: {
                    'medicalHistory.submitted': [
                      {
                        guard: 'hasValidMedicalHistory',
                        target: 'saving',
                        actions: 'keepMedicalHistory',
                      },
                      { actions: toast(messages.medicalHistoryFailed) },
                    ],
                    'step.back': '#medicalCondition',
                  },
                },
                saving: {
                  description: '"Saving..." while the answers are saved.',
                  invoke: {
                    src: 'saveOnboarding',
                    input: ({ context }) =>
                      patchOf(context, ['medications', 'otherConditions', 'familyHistory']),
                    onDone: {
                      target: '#geneticReport',
                      actions: toast(messages.medicalHistorySaved),
                    },
                    onError: {
                      target: 'saveFailed',
                      actions: [
                        {
                          type: 'logBackgroundSaveFailure',
                          params: ({ event }) => ({ error: event.error }),
                        },
                        toast(messages.medicalHistoryFailed),
                      ],
                    },
                  },
                },
                saveFailed: {
                  description:
                    '"Error saving medical history": the patient stays on the page with their answers and can try again (docs/deviations.md).',
                  on: {
                    'medicalHistory.submitted': [
                      {
                        guard: 'hasValidMedicalHistory',
                        target: 'saving',
                        actions: 'keepMedicalHistory',
                      },
                      { actions: toast(messages.medicalHistoryFailed) },
                    ],
                    'step.back': '#medicalCondition',
                  },
                },
              },
            },
            geneticReport: {
              id: 'geneticReport',
              description:
                'Step 4: does the patient have a genetic testing report? If yes, it is uploaded here.',
              meta: { path: '/onboarding/genetic-report' },
              route: { guard: step('geneticReport') },
              entry: ['openReportStep', { type: 'reachRoute', params: { route: 'geneticReport' } }],
              exit: 'closeReportStep',
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ context }) => ({ hasReport: context.user?.hasGeneticReport ?? false }),
              },
              on: {
                'report.uploaded': {
                  actions: { type: 'markReportUploaded', params: { uploaded: true } },
                },
                'report.cleared': {
                  actions: { type: 'markReportUploaded', params: { uploaded: false } },
                },
              },
              initial: 'editing',
              states: {
                editing: {
                  description:
                    'Next is enabled for "no", or for "yes" once the upload has succeeded.',
                  on: {
                    // The answer can change while editing, never while it is being saved.
                    'geneticReport.answered': { actions: 'keepReportAnswer' },
                    'geneticReport.submitted': { guard: 'reportStepDone', target: 'saving' },
                    'step.back': '#medicalHistory',
                  },
                },
                saving: {
                  description: '"Saving..." while the answer is saved.',
                  invoke: {
                    src: 'saveOnboarding',
                    input: ({ context }) => ({
                      patch: { hasGeneticReport: context.reportAnswer },
                      profile: profileOf(context),
                    }),
                    onDone: [
                      {
                        guard: 'answeredYes',
                        target: '#bookAppointment',
                        actions: ['saveReportAnswerLocally', toast(messages.preferenceSaved)],
                      },
                      {
                        target: '#medicalChecklist',
                        actions: ['saveReportAnswerLocally', toast(messages.preferenceSaved)],
                      },
                    ],
                    onError: { target: 'saveFailed', actions: toast(messages.preferenceFailed) },
                  },
                },
                saveFailed: {
                  description: '"Save Failed": the patient stays on the page and can try again.',
                  on: {
                    'geneticReport.answered': { actions: 'keepReportAnswer' },
                    'geneticReport.submitted': { guard: 'reportStepDone', target: 'saving' },
                    'step.back': '#medicalHistory',
                  },
                },
              },
            },
            medicalChecklist: {
              id: 'medicalChecklist',
              description:
                'Only without a report: eleven yes/no questions; only the "yes" answers are saved.',
              meta: { path: '/onboarding/medical-checklist' },
              route: { guard: step('medicalChecklist') },
              entry: { type: 'reachRoute', params: { route: 'medicalChecklist' } },
              initial: 'editing',
              states: {
                editing: {
                  description: 'The questions are shown; earlier "yes" answers are pre-selected.',
                  on: {
                    'checklist.submitted': { target: 'saving', actions: 'keepChecklist' },
                    'step.back': '#geneticReport',
                  },
                },
                saving: {
                  description: 'The profile is updated first, then the save is awaited.',
                  invoke: {
                    src: 'saveOnboarding',
                    input: ({ context }) => patchOf(context, ['checklistItems']),
                    onDone: { target: '#bookAppointment', actions: toast(messages.checklistSaved) },
                    onError: { target: 'saveFailed', actions: toast(messages.checklistFailed) },
                  },
                },
                saveFailed: {
                  description: '"Save Failed": the patient stays on the page and can try again.',
                  on: {
                    'checklist.submitted': { target: 'saving', actions: 'keepChecklist' },
                    'step.back': '#geneticReport',
                  },
                },
              },
            },
            bookAppointment: {
              id: 'bookAppointment',
              description:
                'Step 5: book a genetic counseling appointment in the embedded calendar, then finish.',
              meta: { path: '/onboarding/book-appointment' },
              route: { guard: step('bookAppointment') },
              entry: { type: 'reachRoute', params: { route: 'bookAppointment' } },
              invoke: { id: 'booking', src: 'booking' },
              on: { 'appointment.booked': { actions: 'keepAppointment' } },
              initial: 'editing',
              states: {
                editing: {
                  description:
                    'The calendar is shown; "Complete & Go to Dashboard" finishes onboarding.',
                  on: {
                    'onboarding.completed': 'completing',
                    'step.back': '#medicalHistory',
                  },
                },
                completing: {
                  description: '"Completing..." while onboarding is marked complete.',
                  invoke: {
                    src: 'saveOnboarding',
                    input: ({ context }) => ({
                      patch: {
                        has_completed_onboarding: true,
                        appointmentDate: context.user?.appointmentDate ?? null,
                      },
                      profile: profileOf(context),
                    }),
                    onDone: {
                      target: '#dashboardHome',
                      actions: ['markOnboardingComplete', toast(messages.onboardingCompleted)],
                    },
                    onError: { target: 'completeFailed', actions: toast(messages.completeFailed) },
                  },
                },
                completeFailed: {
                  description: '"Failed to complete onboarding": the patient stays on the page.',
                  on: {
                    'onboarding.completed': 'completing',
                    'step.back': '#medicalHistory',
                  },
                },
              },
            },
          },
        },
        dashboard: {
          description: 'The dashboard, for patients who finished onboarding.',
          on: {
            'auth.logout': {
              target: '#landing',
              actions: ['clearToken', 'forgetSession', toast(messages.loggedOut)],
            },
          },
          initial: 'home',
          states: {
            home: {
              id: 'dashboardHome',
              description: 'Home: greeting, upcoming appointment and resources.',
              meta: { path: '/dashboard' },
              route: { guard: 'hasCompletedOnboarding' },
            },
            calendar: {
              id: 'dashboardCalendar',
              description: 'Appointments.',
              meta: { path: '/dashboard/calendar' },
              route: { guard: 'hasCompletedOnboarding' },
            },
            messages: {
              id: 'dashboardMessages',
              description: 'Messages.',
              meta: { path: '/dashboard/messages' },
              route: { guard: 'hasCompletedOnboarding' },
            },
            profile: {
              id: 'dashboardProfile',
              description: 'Profile.',
              meta: { path: '/dashboard/profile' },
              route: { guard: 'hasCompletedOnboarding' },
            },
            settings: {
              id: 'dashboardSettings',
              description: 'Settings.',
              meta: { path: '/dashboard/settings' },
              route: { guard: 'hasCompletedOnboarding' },
            },
          },
        },
      },
    },
  },
});

function profileOf(context: AppContext): UserProfile {
  return context.user ?? emptyProfile();
}

function patchOf(context: AppContext, keys: Array<keyof UserProfile>): SaveOnboardingInput {
  const profile = profileOf(context);
  const patch: OnboardingPatch = {};
  for (const key of keys) Object.assign(patch, { [key]: profile[key] });
  return { patch, profile };
}
