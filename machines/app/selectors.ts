import type { UserProfile } from '@contract/profile/profile';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';
import { isMemberPage } from './sign-in-route';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectProfile = (snapshot: AppSnapshot): UserProfile | null =>
  snapshot.context.user?.profile ?? null;

export const selectIsSignedIn = (snapshot: AppSnapshot): boolean => snapshot.matches('signedIn');

/** The server could not be reached at start-up or while loading the profile. */
export const selectIsServerUnreachable = (snapshot: AppSnapshot): boolean =>
  snapshot.matches('serverUnreachable') ||
  snapshot.matches({ signedIn: { area: 'profileUnavailable' } });

/** "Please sign in again" is open over the page. */
export const selectNeedsSignInAgain = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedIn: { session: 'expired' } }) ||
  snapshot.matches({ signedIn: { session: 'renewing' } }) ||
  snapshot.matches({ signedIn: { session: 'leavingForGoogle' } });

export const selectIsRenewingSession = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedIn: { session: 'renewing' } }) ||
  snapshot.matches({ signedIn: { session: 'leavingForGoogle' } });

/** The machine of the part of the app on screen: signing in, onboarding or the dashboard. */
export const selectSignInActor = (snapshot: AppSnapshot) =>
  snapshot.matches('signedOut') ? snapshot.children.signIn : undefined;

export const selectOnboardingActor = (snapshot: AppSnapshot) =>
  snapshot.matches({ signedIn: { area: 'onboarding' } }) ? snapshot.children.onboarding : undefined;

/** Settings opened by a patient still in onboarding (the dashboard runs its own). */
export const selectOnboardingSettingsActor = (snapshot: AppSnapshot) =>
  snapshot.matches({ signedIn: { area: { onboarding: 'settings' } } })
    ? snapshot.children.settings
    : undefined;

export const selectResetPasswordActor = (snapshot: AppSnapshot) =>
  snapshot.matches({ emailLink: 'resettingPassword' })
    ? snapshot.children.resetPassword
    : undefined;

export const selectConfirmEmailActor = (snapshot: AppSnapshot) =>
  snapshot.matches({ emailLink: 'confirmingEmail' }) ? snapshot.children.confirmEmail : undefined;

export const selectDashboardActor = (snapshot: AppSnapshot) =>
  snapshot.matches({ signedIn: { area: 'dashboard' } }) ? snapshot.children.dashboard : undefined;

/**
 * A signed-out visitor opened a member page (a step, the dashboard): the sign-in page shows and
 * asks them to sign in, and that page opens once they have.
 */
export const selectIsMemberPageWaiting = (snapshot: AppSnapshot): boolean =>
  snapshot.matches('signedOut') && isMemberPage(snapshot.context.requestedRoute);
