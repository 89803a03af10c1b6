import { linkTokenOf } from '../email/link-token';
import { signInMessages } from '../shared/sign-in-messages';
import { appSetup } from './app-setup';
import { initialAppContext } from './app-types';
import { signInRouteOf } from './sign-in-route';

/** A link from an email opens its page from anywhere, signed in or not. */
const followEmailLink = {
  description: 'A link from an email: its page opens, signed in or not.',
  guard: 'isEmailLink',
  target: '#app.emailLink',
  actions: 'keepLinkRoute',
} as const;

/** Terms and Privacy open from anywhere, signed in or not. */
const followPolicyPage = {
  description: 'Terms of Service or the Privacy Policy: the page opens, signed in or not.',
  guard: 'isPolicyPage',
  target: '#app.policyPage',
  actions: 'keepLinkRoute',
} as const;

export const appMachine = appSetup.createMachine({
  id: 'app',
  description:
    'The patient app: who is signed in, and which part of the app they are in (signing in, onboarding, or the dashboard). Each part is its own machine.',
  context: ({ input }) => initialAppContext(input),
  invoke: [
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'theme', systemId: 'theme', src: 'theme', input: ({ context }) => context.theme },
    {
      id: 'language',
      systemId: 'language',
      src: 'language',
      input: ({ context }) => context.language,
    },
  ],
  initial: 'checkingSession',
  states: {
    checkingSession: {
      description:
        'On start, a stored token is checked with the server. Only a token the server rejects is removed. Logout works already now.',
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          { guard: 'userFound', target: '#app.signedIn.area.entering', actions: 'keepUser' },
          { target: 'signedOut' },
        ],
        onError: [
          { guard: 'isUnauthorized', target: 'signedOut', actions: 'clearToken' },
          { target: 'serverUnreachable' },
        ],
      },
      on: {
        'xstate.route': [followEmailLink, followPolicyPage, { actions: 'rememberRequestedRoute' }],
        'auth.logout': {
          description:
            'Logout pressed on the frame shown while the session is checked (a shared computer): the token is removed and revoked, and the landing page opens. The check is dropped with this state, so its late answer signs nobody in.',
          target: 'signedOut',
          actions: ['endSession', 'forgetSession'],
        },
      },
    },
    serverUnreachable: {
      description:
        '"We can\'t reach herd Health right now": the token is kept; tries again every 10 seconds or on "Try again". Logout ends the session here too.',
      after: { reconnectDelay: 'checkingSession' },
      on: {
        'session.retry': 'checkingSession',
        'xstate.route': [followEmailLink, followPolicyPage, { actions: 'rememberRequestedRoute' }],
        'auth.logout': {
          description:
            'Logout while the server cannot be reached: the stored token is removed here (revoking it on the server is best effort), and the landing page opens.',
          target: 'signedOut',
          actions: ['endSession', 'forgetSession'],
        },
      },
    },
    signedOut: {
      description:
        'Nobody is signed in: the sign-in machine runs. Member pages send the visitor to the sign-in page and open after sign-in.',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ route: signInRouteOf(context.requestedRoute) }),
        onDone: {
          target: 'signedIn',
          actions: [
            {
              type: 'storeToken',
              params: ({ event }) => ({ token: event.output.session.access_token }),
            },
            { type: 'keepSignInSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'signedOut',
          reenter: true,
          actions: { type: 'showToast', params: signInMessages.unexpectedError },
        },
      },
      on: {
        'xstate.route': [
          followEmailLink,
          followPolicyPage,
          {
            description:
              'A member page: the sign-in page now ("Please sign in to continue"), that page after sign-in.',
            guard: 'isMemberRoute',
            actions: ['rememberRequestedRoute', 'showSignInPageInSignIn'],
          },
          { actions: 'forwardToSignIn' },
        ],
      },
    },
    emailLink: {
      description:
        'A link from an email: choosing a new password, or confirming the address. It opens whether or not someone is signed in on this browser; the stored session is checked again afterwards.',
      initial: 'opening',
      on: {
        'xstate.route': [
          {
            description: 'Another link from an email: its page opens instead.',
            guard: 'isEmailLink',
            target: '#app.emailLink',
            reenter: true,
            actions: 'keepLinkRoute',
          },
          followPolicyPage,
          {
            description:
              'Any other address ("Back to sign in"): the session is checked again and that page opens.',
            target: 'checkingSession',
            actions: 'rememberRequestedRoute',
          },
        ],
      },
      states: {
        opening: {
          description: 'Which link it is.',
          always: [
            { guard: 'linkIsReset', target: 'resettingPassword' },
            { target: 'confirmingEmail' },
          ],
        },
        resettingPassword: {
          id: 'resetPassword',
          description: 'The reset page (its own machine).',
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ token: linkTokenOf(context.linkRoute) }),
            onDone: {
              description:
                'The password is set and every session ended: the stored token goes, and the sign-in page says so.',
              target: '#app.signedOut',
              actions: [
                'clearToken',
                'forgetSession',
                'requestSignInPage',
                { type: 'showToast', params: signInMessages.passwordReset },
              ],
            },
            onError: {
              target: '#app.checkingSession',
              actions: { type: 'showToast', params: signInMessages.unexpectedError },
            },
          },
        },
        confirmingEmail: {
          id: 'confirmEmail',
          description: 'The confirmation page (its own machine).',
          invoke: {
            id: 'confirmEmail',
            src: 'confirmEmail',
            input: ({ context }) => ({ token: linkTokenOf(context.linkRoute) }),
            onDone: {
              description:
                'Confirmed: a signed-in patient goes on where they were; a visitor signs in.',
              target: '#app.checkingSession',
              actions: [
                'requestSignInPage',
                { type: 'showToast', params: signInMessages.emailConfirmed },
              ],
            },
            onError: {
              target: '#app.checkingSession',
              actions: { type: 'showToast', params: signInMessages.unexpectedError },
            },
          },
        },
      },
    },
    policyPage: {
      id: 'policyPage',
      description:
        'Terms of Service or the Privacy Policy, signed in or not. Any other address checks the session again and opens that page.',
      invoke: {
        id: 'policyPage',
        src: 'policyPage',
        input: ({ context }) => ({ route: context.linkRoute }),
        onError: {
          target: 'checkingSession',
          actions: { type: 'showToast', params: signInMessages.unexpectedError },
        },
      },
      on: {
        'xstate.route': [
          {
            description: 'The other policy page.',
            guard: 'isPolicyPage',
            actions: 'forwardToPolicyPage',
          },
          followEmailLink,
          {
            description: 'Any other address: the session is checked again and that page opens.',
            target: 'checkingSession',
            actions: 'rememberRequestedRoute',
          },
        ],
      },
    },
    signedIn: {
      description: 'A patient is signed in. Logout ends the session and goes to /.',
      type: 'parallel',
      on: {
        'auth.logout': { target: 'signedOut', actions: ['endSession', 'forgetSession'] },
        'language.changed': {
          description:
            "Another language on screen: the patient's profile keeps it, so mail and exports use it.",
          guard: 'profileLanguageDiffers',
          actions: [
            {
              type: 'saveLanguage',
              params: ({ event }) => ({
                locale: event.type === 'language.changed' ? event.locale : '',
              }),
            },
            'keepLanguageInProfile',
          ],
        },
      },
      states: {
        session: {
          description: 'Whether the session is still accepted by the server.',
          initial: 'active',
          states: {
            active: {
              description: 'The session is valid.',
              on: { 'session.expired': 'expired' },
            },
            expired: {
              description:
                'A save was refused because the session ended: "Please sign in again" opens over the page, keeping what the patient typed.',
              on: {
                'session.reauth.submitted': 'renewing',
                'session.reauth.google': 'leavingForGoogle',
              },
            },
            renewing: {
              description: '"Signing in..." while the server checks the password again.',
              invoke: {
                src: 'renewSession',
                input: ({ event }) =>
                  event.type === 'session.reauth.submitted'
                    ? { email: event.email, password: event.password }
                    : { email: '', password: '' },
                onDone: {
                  description: 'Signed in again: the interrupted save goes on.',
                  target: 'active',
                  actions: [
                    {
                      type: 'storeToken',
                      params: ({ event }) => ({ token: event.output.access_token }),
                    },
                    { type: 'showToast', params: signInMessages.signedInAgain },
                    'announceRenewal',
                  ],
                },
                onError: {
                  target: 'expired',
                  actions: {
                    type: 'showAuthFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            leavingForGoogle: {
              description:
                'The browser leaves for Google; the answers typed so far wait as drafts in this tab.',
              invoke: {
                src: 'startGoogleSignIn',
                onError: {
                  target: 'expired',
                  actions: { type: 'showToast', params: signInMessages.googleCodeFailed },
                },
              },
            },
          },
        },
        area: {
          description: 'Which part of the app the patient is in.',
          initial: 'loadingProfile',
          states: {
            loadingProfile: {
              description: 'Loads the patient profile after signing in.',
              invoke: {
                src: 'fetchCurrentUser',
                onDone: [
                  { guard: 'userFound', target: 'entering', actions: 'keepUser' },
                  { target: '#app.signedOut', actions: 'clearToken' },
                ],
                onError: [
                  { guard: 'isUnauthorized', target: '#app.signedOut', actions: 'clearToken' },
                  { target: 'profileUnavailable' },
                ],
              },
              on: { 'xstate.route': { actions: 'rememberRequestedRoute' } },
            },
            profileUnavailable: {
              description:
                '"We can\'t reach herd Health right now": tries again every 10 seconds or on "Try again".',
              after: { reconnectDelay: 'loadingProfile' },
              on: {
                'session.retry': 'loadingProfile',
                'xstate.route': { actions: 'rememberRequestedRoute' },
              },
            },
            entering: {
              description:
                "Onboarding resumes where the patient left off, or the dashboard opens. The language machine hears of the profile's language.",
              entry: 'tellLanguageSignedIn',
              always: [
                { guard: 'hasCompletedOnboarding', target: 'dashboard' },
                { target: 'onboarding' },
              ],
            },
            onboarding: {
              description: 'The onboarding wizard runs.',
              invoke: {
                id: 'onboarding',
                src: 'onboarding',
                input: ({ context }) => ({
                  profile: context.user?.profile as NonNullable<typeof context.user>['profile'],
                  resumeAt: context.user?.resumeAt ?? null,
                  route: context.requestedRoute,
                }),
                onDone: {
                  target: 'dashboard',
                  actions: ['keepCompletedProfile', 'forgetRequestedRoute'],
                },
                onError: {
                  target: 'loadingProfile',
                  actions: { type: 'showToast', params: signInMessages.unexpectedError },
                },
              },
              exit: 'forgetRequestedRoute',
              on: {
                'xstate.route': [
                  followEmailLink,
                  followPolicyPage,
                  {
                    description: 'A dashboard page, once onboarding is complete.',
                    guard: 'opensDashboard',
                    target: 'dashboard',
                    actions: 'rememberRequestedRoute',
                  },
                  {
                    description:
                      'Any other address: the wizard opens the step if it may, and is on screen again ("Back to onboarding" from Settings, Back in the browser).',
                    target: '.wizard',
                    actions: 'forwardToOnboarding',
                  },
                ],
                'profile.changed': { actions: 'keepProfile' },
                'session.renewed': { actions: 'tellOnboardingSessionRenewed' },
              },
              initial: 'opening',
              states: {
                opening: {
                  description:
                    'The address asked for Settings (typed or bookmarked), or the wizard shows its step.',
                  always: [
                    { guard: 'requestedSettings', target: 'settings' },
                    { target: 'wizard' },
                  ],
                },
                wizard: {
                  description: 'The wizard is on screen, with "Settings" in its header.',
                  on: {
                    'xstate.route': {
                      description:
                        'Settings, before onboarding is complete (issue 23 item 7): the wizard waits where it is.',
                      guard: 'opensOnboardingSettings',
                      target: 'settings',
                    },
                  },
                },
                settings: {
                  description:
                    'Settings for a patient still in onboarding (theme, password, activity, data, deleting the account). The wizard keeps its step and answers behind it.',
                  invoke: {
                    id: 'settings',
                    src: 'settings',
                    onError: {
                      target: 'wizard',
                      actions: { type: 'showToast', params: signInMessages.unexpectedError },
                    },
                  },
                  on: {
                    'xstate.route': {
                      description: 'Settings again: it is already open.',
                      guard: 'opensOnboardingSettings',
                    },
                    'account.deleted': {
                      description: 'The account is deleted: signed out, "Account deleted".',
                      target: '#app.signedOut',
                      actions: [
                        'endSession',
                        'forgetSession',
                        { type: 'showToast', params: signInMessages.accountDeleted },
                      ],
                    },
                  },
                },
              },
            },
            dashboard: {
              description: 'The dashboard runs. Logout here also says "Logged out".',
              invoke: {
                id: 'dashboard',
                src: 'dashboard',
                input: ({ context }) => ({
                  profile: context.user?.profile as NonNullable<typeof context.user>['profile'],
                  route: context.requestedRoute,
                }),
                onError: {
                  target: 'loadingProfile',
                  actions: { type: 'showToast', params: signInMessages.unexpectedError },
                },
              },
              exit: ['forgetRequestedRoute', 'forgetDashboardUnsaved'],
              on: {
                'xstate.route': [
                  {
                    description:
                      'Any address while a Profile section holds unsaved answers (an onboarding step, Terms, Privacy, an email link too): the dashboard asks "Leave without saving?" first.',
                    guard: 'dashboardHoldsUnsavedEdit',
                    actions: 'forwardToDashboard',
                  },
                  followEmailLink,
                  followPolicyPage,
                  {
                    description: 'An onboarding step: the wizard opens at that step.',
                    guard: { type: 'isRouteOf', params: { area: 'onboarding' } },
                    target: 'onboarding',
                    actions: 'rememberRequestedRoute',
                  },
                  { actions: 'forwardToDashboard' },
                ],
                'profile.changed': { actions: 'keepProfile' },
                'dashboard.unsavedEdit': {
                  description:
                    'The dashboard says whether a Profile section holds unsaved answers.',
                  actions: 'keepDashboardUnsaved',
                },
                'dashboard.leave': {
                  description:
                    'The patient chose "Leave without saving" for an address outside the dashboard: it is followed now.',
                  actions: [
                    'forgetDashboardUnsaved',
                    { type: 'followRoute', params: ({ event }) => ({ route: event.route }) },
                  ],
                },
                'session.renewed': { actions: 'tellDashboardSessionRenewed' },
                'auth.logout': {
                  target: '#app.signedOut',
                  actions: [
                    'endSession',
                    'forgetSession',
                    { type: 'showToast', params: signInMessages.loggedOut },
                  ],
                },
                'account.deleted': {
                  target: '#app.signedOut',
                  actions: [
                    'endSession',
                    'forgetSession',
                    { type: 'showToast', params: signInMessages.accountDeleted },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
