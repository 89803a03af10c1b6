import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { appMachine } from '../app/app.machine';
import { type RouteId, routeById } from './route-table';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export interface CurrentPage {
  id: RouteId;
  /** The address the page has now (step 1 shows its alias after step 2's Back). */
  path: string;
}

interface PageContext {
  page: RouteId | null;
  stepOneAlias?: boolean;
}

/**
 * The part of the app on screen (signing in, a link from an email, onboarding, its Settings,
 * dashboard): the child that owns pages.
 */
export function pageOwnerOf(snapshot: AppSnapshot): AnyActorRef | undefined {
  if (snapshot.matches('signedOut')) return snapshot.children.signIn;
  if (snapshot.matches({ emailLink: 'resettingPassword' })) return snapshot.children.resetPassword;
  if (snapshot.matches({ emailLink: 'confirmingEmail' })) return snapshot.children.confirmEmail;
  if (snapshot.matches('policyPage')) return snapshot.children.policyPage;
  // Settings opened before onboarding is complete: the wizard waits behind it.
  if (snapshot.matches({ signedIn: { area: { onboarding: 'settings' } } })) {
    return snapshot.children.settings;
  }
  if (snapshot.matches({ signedIn: { area: 'onboarding' } })) return snapshot.children.onboarding;
  if (snapshot.matches({ signedIn: { area: 'dashboard' } })) return snapshot.children.dashboard;
  return undefined;
}

/** The page a page-owning machine shows, from its snapshot. */
export function pageOfOwner(ownerSnapshot: { context: unknown } | undefined): CurrentPage | null {
  const context = ownerSnapshot?.context as PageContext | undefined;
  if (!context?.page) return null;
  const route = routeById(context.page);
  const path =
    context.stepOneAlias && route.aliases.length > 0
      ? (route.aliases[0] ?? route.path)
      : route.path;
  return { id: context.page, path };
}

/**
 * The page on screen, or null while the app has none (checking the session, loading the
 * profile): the address is then left as it is.
 */
export function currentPageOf(snapshot: AppSnapshot): CurrentPage | null {
  return pageOfOwner(pageOwnerOf(snapshot)?.getSnapshot());
}
