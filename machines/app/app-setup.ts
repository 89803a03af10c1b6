import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import type { dashboardMachine } from '../dashboard/dashboard.machine';
import type { ToastInput } from '../domain/toast';
import { confirmEmailMachine } from '../email/confirm-email.machine';
import { languageMachine } from '../language/language.machine';
import type { onboardingMachine } from '../onboarding/onboarding.machine';
import { policyPageMachine } from '../policy/policy-page.machine';
import { resetPasswordMachine } from '../recovery/reset-password.machine';
import type { RouteEvent } from '../routes/route-event';
import { areaOf } from '../routes/route-table';
import type { settingsMachine } from '../settings/settings.machine';
import { childNotProvided, notProvided } from '../shared/not-provided';
import { failureReason } from '../shared/request-failure';
import { toastActor } from '../shared/send-toast';
import { isUnauthorized } from '../shared/service-error';
import { authFailedToast } from '../shared/sign-in-messages';
import { signInMachine } from '../sign-in/sign-in.machine';
import type { AuthSession, Credentials, SignInOutput } from '../sign-in/sign-in-types';
import { themeMachine } from '../theme/theme.machine';
import { toastMachine } from '../toast/toast.machine';
import {
  type AppContext,
  type AppEvent,
  type AppInput,
  type CurrentUser,
  initialAppContext,
} from './app-types';

export const appDelays = { reconnectDelay: 10_000 } as const;

/** The root machine's actors, conditions and effects, by name (the flow: app.machine.ts). */
export const appSetup = setup({
  types: {
    input: {} as AppInput | undefined,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    /** GET /auth/me with the stored token; null when no token is stored. */
    fetchCurrentUser: fromPromise<CurrentUser | null>(async () => notProvided('fetchCurrentUser')),
    /** POST /auth/login again after the session ended mid-task. */
    renewSession: fromPromise<AuthSession, Credentials>(async () => notProvided('renewSession')),
    /** Leaves for Google to sign in again (answers typed so far are kept as drafts). */
    startGoogleSignIn: fromPromise<void>(async () => notProvided('startGoogleSignIn')),
    signIn: signInMachine,
    /** The signed-in parts (provided by src, which loads them apart from the sign-in page). */
    onboarding: childNotProvided<typeof onboardingMachine>('onboarding'),
    dashboard: childNotProvided<typeof dashboardMachine>('dashboard'),
    toast: toastMachine,
    theme: themeMachine,
    language: languageMachine,
    resetPassword: resetPasswordMachine,
    policyPage: policyPageMachine,
    confirmEmail: confirmEmailMachine,
    settings: childNotProvided<typeof settingsMachine>('settings'),
  },
  delays: { reconnectDelay: appDelays.reconnectDelay },
  guards: {
    userFound: ({ event }) => 'output' in event && event.output !== null,
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
    hasCompletedOnboarding: ({ context }) =>
      context.user?.profile.has_completed_onboarding === true,
    /** A link from an email: it opens whether or not someone is signed in. */
    isEmailLink: ({ event }) => event.type === 'xstate.route' && areaOf(event.to) === 'emailLink',
    isPolicyPage: ({ event }) => event.type === 'xstate.route' && areaOf(event.to) === 'policy',
    linkIsReset: ({ context }) => context.linkRoute?.to === '#resetPassword',
    isMemberRoute: ({ event }) =>
      event.type === 'xstate.route' && areaOf(event.to) !== 'signIn' && areaOf(event.to) !== null,
    isRouteOf: ({ event }, params: { area: 'onboarding' | 'dashboard' }) =>
      event.type === 'xstate.route' && areaOf(event.to) === params.area,
    /** Another language is on screen than the profile keeps (mail and exports use the profile's). */
    profileLanguageDiffers: ({ context, event }) =>
      event.type === 'language.changed' && context.user?.profile.language !== event.locale,
    /** Settings, for a patient who has not finished onboarding (it opens beside the wizard). */
    opensOnboardingSettings: ({ context, event }) =>
      event.type === 'xstate.route' &&
      event.to === '#dashboardSettings' &&
      context.user?.profile.has_completed_onboarding !== true,
    /** The address opened at sign-in asked for Settings, before onboarding is complete. */
    requestedSettings: ({ context }) =>
      context.requestedRoute?.to === '#dashboardSettings' &&
      context.user?.profile.has_completed_onboarding !== true,
    /** A dashboard page, for a patient who has finished onboarding. */
    /** The dashboard's Profile holds unsaved answers (the dashboard says so as they change). */
    dashboardHoldsUnsavedEdit: ({ context }) => context.dashboardUnsaved,
    opensDashboard: ({ context, event }) =>
      event.type === 'xstate.route' &&
      areaOf(event.to) === 'dashboard' &&
      context.user?.profile.has_completed_onboarding === true,
  },
  actions: {
    /** Saves the token under the "token" storage key (provided by src). */
    storeToken: (_, _params: { token: string }) => notProvided('storeToken'),
    /** Removes the stored token (provided by src). */
    clearToken: () => notProvided('clearToken'),
    /** Logout: revokes the token on the server, then removes it (provided by src). */
    endSession: () => notProvided('endSession'),
    /**
     * Saves the language in the patient's profile (provided by src). Best effort: it is also kept
     * on this device, and saved again at the next sign-in if this save did not arrive.
     */
    saveLanguage: (_, _params: { locale: string }) => notProvided('saveLanguage'),
    keepLanguageInProfile: assign({
      user: ({ context, event }) =>
        context.user && event.type === 'language.changed'
          ? { ...context.user, profile: { ...context.user.profile, language: event.locale } }
          : context.user,
    }),
    /** Tells the language machine whose profile is now signed in (it may hold a language). */
    tellLanguageSignedIn: sendTo('language', ({ context }) => ({
      type: 'language.signedIn' as const,
      profileLanguage: context.user?.profile.language || null,
    })),
    keepUser: assign({
      user: ({ event }) => ('output' in event ? (event.output as CurrentUser | null) : null),
    }),
    keepProfile: assign({
      user: ({ context, event }) =>
        context.user && event.type === 'profile.changed'
          ? { ...context.user, profile: event.profile }
          : context.user,
    }),
    keepCompletedProfile: assign({
      user: ({ context, event }) =>
        context.user && 'output' in event
          ? { profile: event.output as CurrentUser['profile'], resumeAt: null }
          : context.user,
    }),
    keepSignInSession: assign((_, params: SignInOutput) => ({ session: params.session })),
    forgetSession: assign(({ context }) =>
      initialAppContext({
        storedTheme: context.theme.stored,
        osPrefersDark: context.theme.osPrefersDark,
        language: context.language,
      }),
    ),
    rememberRequestedRoute: assign({
      requestedRoute: ({ context, event }) =>
        event.type === 'xstate.route' ? event : context.requestedRoute,
    }),
    forgetRequestedRoute: assign({ requestedRoute: null }),
    keepDashboardUnsaved: assign({
      dashboardUnsaved: ({ context, event }) =>
        event.type === 'dashboard.unsavedEdit' ? event.unsaved : context.dashboardUnsaved,
    }),
    forgetDashboardUnsaved: assign({ dashboardUnsaved: false }),
    /** An address handed back (the patient left unsaved answers for it): followed as if new. */
    followRoute: raise((_, params: { route: RouteEvent }) => params.route),
    keepLinkRoute: assign({
      linkRoute: ({ context, event }) =>
        event.type === 'xstate.route' ? event : context.linkRoute,
    }),
    /** After a link: the sign-in page for a visitor (a signed-in patient goes on as usual). */
    requestSignInPage: assign({
      requestedRoute: { type: 'xstate.route', to: '#auth' } as const,
      linkRoute: null,
    }),
    forwardToSignIn: sendTo('signIn', ({ event }) => event),
    forwardToPolicyPage: sendTo('policyPage', ({ event }) => event),
    /** A member page asked for while signed out: the sign-in page, which says why. */
    showSignInPageInSignIn: sendTo('signIn', { type: 'xstate.route', to: '#auth' }),
    forwardToOnboarding: sendTo('onboarding', ({ event }) => event),
    forwardToDashboard: sendTo('dashboard', ({ event }) => event),
    announceRenewal: raise({ type: 'session.renewed' }),
    tellOnboardingSessionRenewed: sendTo('onboarding', { type: 'session.renewed' }),
    tellDashboardSessionRenewed: sendTo('dashboard', { type: 'session.renewed' }),
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
    showAuthFailure: sendTo(toastActor, (_, params: { error: unknown }) => ({
      type: 'toast.show',
      ...authFailedToast(failureReason(params.error)),
    })),
  },
});
