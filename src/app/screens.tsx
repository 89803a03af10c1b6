import { onboardingStepIds } from '@contract/onboarding/steps';
import type { RouteId, StepRouteId } from '@machines/routes/route-table';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { AuthPage } from '@/features/auth/auth-page';
import { retryableLazy } from '@/lib/retryable-lazy';
import type { MemberPageLoaders } from './member-pages';
import { loadMemberPages } from './member-pages-loader';
import type { FramedProps } from './pending-content';
import { settingsFrame } from './settings-frame';

type Loader = () => Promise<{ default: ComponentType<{ children: ReactNode }> | ComponentType }>;

// The sign-in page is the one screen in the first load; every other page is its own chunk. The
// signed-in pages are reached through their loaders' own chunk (./member-pages.ts).
const memberPage =
  (name: keyof MemberPageLoaders): Loader =>
  () =>
    loadMemberPages().then(({ memberPages }): ReturnType<Loader> => memberPages.loaders[name]());
const load = {
  landing: () => import('@/features/landing/landing-route'),
  forgotPassword: () => import('@/features/auth/forgot-password-page'),
  resetPassword: () => import('@/features/auth/reset-password-page'),
  confirmEmail: () => import('@/features/auth/confirm-email-page'),
  policy: () => import('@/features/policy/policy-route'),
  onboardingLayout: memberPage('onboardingLayout'),
  onboardingStep: memberPage('onboardingStep'),
  onboardingSettingsLayout: memberPage('onboardingSettingsLayout'),
  dashboardLayout: memberPage('dashboardLayout'),
  dashboardHome: memberPage('dashboardHome'),
  dashboardCalendar: memberPage('dashboardCalendar'),
  dashboardMessages: memberPage('dashboardMessages'),
  dashboardProfile: memberPage('dashboardProfile'),
  dashboardReport: memberPage('dashboardReport'),
  dashboardSummary: memberPage('dashboardSummary'),
  dashboardSettings: memberPage('dashboardSettings'),
} satisfies Record<string, Loader>;

const page = (loader: Loader) => retryableLazy(loader as () => Promise<{ default: ComponentType }>);
// A frame comes with what stands in for its pages while they load (src/app/pending-content.tsx):
// both are fetched together, so the frame never shows without it, and neither is in the first load.
const loadPendingContent = () =>
  loadMemberPages().then(({ memberPages }) => memberPages.loadPendingContent());
const frame = (loader: Loader) =>
  retryableLazy(() => {
    const frameModule = loader();
    return loadPendingContent().then(({ withPendingContent }) =>
      frameModule.then((module) => ({
        default: withPendingContent(module.default as ComponentType<{ children: ReactNode }>),
      })),
    );
  }) as ComponentType<FramedProps>;

export interface Screen {
  Page: ComponentType;
  /** The frame shared by a group of pages; it stays mounted while its pages change. */
  Layout?: ComponentType<FramedProps>;
  /** Starts downloading the screen's code (at boot, for the address being opened). */
  preload(): void;
}

const PolicyPage = page(load.policy);
const OnboardingLayout = frame(load.onboardingLayout);
const DashboardLayout = frame(load.dashboardLayout);
const SettingsLayout = settingsFrame(DashboardLayout, frame(load.onboardingSettingsLayout));
const step: Screen = {
  Layout: OnboardingLayout,
  Page: page(load.onboardingStep),
  preload: () =>
    void Promise.all([load.onboardingLayout(), loadPendingContent(), load.onboardingStep()]),
};
const dashboardScreen = (loader: Loader): Screen => ({
  Layout: DashboardLayout,
  Page: page(loader),
  preload: () => void Promise.all([load.dashboardLayout(), loadPendingContent(), loader()]),
});

/**
 * The page for every route id (machines/routes/route-table.ts holds their paths). The machines'
 * state picks the page; every onboarding step shares one page that loads the step's own form.
 */
export const screens: Record<RouteId, Screen> = {
  landing: { Page: page(load.landing), preload: () => void load.landing() },
  auth: { Page: AuthPage, preload: () => {} },
  googleCallback: { Page: AuthPage, preload: () => {} },
  forgotPassword: { Page: page(load.forgotPassword), preload: () => void load.forgotPassword() },
  resetPassword: { Page: page(load.resetPassword), preload: () => void load.resetPassword() },
  confirmEmail: { Page: page(load.confirmEmail), preload: () => void load.confirmEmail() },
  terms: { Page: PolicyPage, preload: () => void load.policy() },
  privacy: { Page: PolicyPage, preload: () => void load.policy() },
  ...(Object.fromEntries(onboardingStepIds.map((id) => [id, step])) as Record<StepRouteId, Screen>),
  dashboardHome: dashboardScreen(load.dashboardHome),
  dashboardCalendar: dashboardScreen(load.dashboardCalendar),
  dashboardMessages: dashboardScreen(load.dashboardMessages),
  dashboardProfile: dashboardScreen(load.dashboardProfile),
  dashboardReport: dashboardScreen(load.dashboardReport),
  dashboardSummary: dashboardScreen(load.dashboardSummary),
  dashboardSettings: {
    Layout: SettingsLayout,
    Page: page(load.dashboardSettings),
    preload: () =>
      void Promise.all([load.dashboardLayout(), loadPendingContent(), load.dashboardSettings()]),
  },
};

/** Addresses outside the machines, in development only: the component gallery, the flow viewer. */
export const devGalleryPath = '/dev/ui';
export const DevGallery = import.meta.env.DEV ? lazy(() => import('@/dev/ui-gallery')) : null;
export const devFlowsPath = '/dev/flows';
export const DevFlows = import.meta.env.DEV ? lazy(() => import('@/dev/flows/flows-page')) : null;
export const devMailPath = '/dev/mail';
export const DevMail = import.meta.env.DEV ? lazy(() => import('@/dev/mail/mail-page')) : null;
