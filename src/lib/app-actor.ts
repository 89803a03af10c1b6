import { appMachine } from '@machines/app/app.machine';
import {
  selectDashboardActor,
  selectOnboardingActor,
  selectSignInActor,
} from '@machines/app/selectors';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { onboardingMachine } from '@machines/onboarding/onboarding.machine';
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
