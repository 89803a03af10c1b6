import { appMachine } from '@machines/app/app.machine';
import {
  selectDashboardActor,
  selectOnboardingActor,
  selectOnboardingSettingsActor,
  selectSignInActor,
} from '@machines/app/selectors';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectSettingsActor } from '@machines/dashboard/settings-selector';
import type { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import type { settingsMachine } from '@machines/settings/settings.machine';
import type { signInMachine } from '@machines/sign-in/sign-in.machine';
import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The one app actor, created once above the router by `<AppActorContext.Provider logic={...}>`.
 * Screens read it through selectors and send it events; the parts of the app (signing in,
 * onboarding, the dashboard) are its child machines, read with the hooks below.
 */
export const AppActorContext = createActorContext(appMachine);

/** A selector over a child actor that may not be running: `fallback` while it is not. */
function useChildSelector<TActor extends AnyActorRef, T>(
  actor: TActor | undefined,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  fallback: T,
): T {
  return useSelector(actor, (snapshot) =>
    snapshot ? selector(snapshot as SnapshotFrom<TActor>) : fallback,
  );
}

type SignInRef = ActorRefFrom<typeof signInMachine>;
type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;
type DashboardRef = ActorRefFrom<typeof dashboardMachine>;
type SettingsRef = ActorRefFrom<typeof settingsMachine>;

export const useSignInRef = (): SignInRef | undefined =>
  AppActorContext.useSelector(selectSignInActor) as SignInRef | undefined;
export const useOnboardingRef = (): OnboardingRef | undefined =>
  AppActorContext.useSelector(selectOnboardingActor) as OnboardingRef | undefined;
export const useDashboardRef = (): DashboardRef | undefined =>
  AppActorContext.useSelector(selectDashboardActor) as DashboardRef | undefined;

export function useSignInSelector<T>(
  selector: (snapshot: SnapshotFrom<SignInRef>) => T,
  fallback: T,
): T {
  return useChildSelector(useSignInRef(), selector, fallback);
}

export function useOnboardingSelector<T>(
  selector: (snapshot: SnapshotFrom<OnboardingRef>) => T,
  fallback: T,
): T {
  return useChildSelector(useOnboardingRef(), selector, fallback);
}

export function useDashboardSelector<T>(
  selector: (snapshot: SnapshotFrom<DashboardRef>) => T,
  fallback: T,
): T {
  return useChildSelector(useDashboardRef(), selector, fallback);
}

/**
 * The Settings machine on screen: the dashboard's, or the app's own for a patient still in
 * onboarding (issue 23 item 7).
 */
export function useSettingsRef(): SettingsRef | undefined {
  const ofOnboarding = AppActorContext.useSelector(selectOnboardingSettingsActor);
  const ofDashboard = useDashboardSelector(selectSettingsActor, undefined);
  return (ofOnboarding ?? ofDashboard) as SettingsRef | undefined;
}

export function useSettingsSelector<T>(
  selector: (snapshot: SnapshotFrom<SettingsRef>) => T,
  fallback: T,
): T {
  return useChildSelector(useSettingsRef(), selector, fallback);
}

/** A patient still in onboarding (Settings then opens beside the wizard, not in the dashboard). */
export const useIsInOnboarding = (): boolean =>
  AppActorContext.useSelector((snapshot) => snapshot.matches({ signedIn: { area: 'onboarding' } }));
