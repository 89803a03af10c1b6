import { preloadStep } from '@/features/onboarding/step-modules';

/**
 * Where the signed-in pages' code is: a chunk of its own. Each loader below carries the list of
 * files its page needs (Vite's preload map); kept here, that list is downloaded with the member
 * area rather than in the first load of every visitor (docs/performance.md, fourth round).
 */
export const memberPages = {
  loaders: {
    onboardingLayout: () => import('@/features/onboarding/onboarding-layout-route'),
    onboardingStep: () => import('@/features/onboarding/step-page'),
    onboardingSettingsLayout: () => import('@/features/onboarding/onboarding-settings-layout'),
    dashboardLayout: () => import('@/features/dashboard/dashboard-layout'),
    dashboardHome: () => import('@/features/dashboard/home/home-route'),
    dashboardCalendar: () => import('@/features/dashboard/appointments/appointments-route'),
    dashboardMessages: () => import('@/features/dashboard/messages/messages-route'),
    dashboardProfile: () => import('@/features/dashboard/profile/profile-route'),
    dashboardReport: () => import('@/features/dashboard/report/report-route'),
    dashboardSummary: () => import('@/features/dashboard/summary/summary-route'),
    dashboardSettings: () => import('@/features/dashboard/settings/settings-route'),
  },
  /** What stands in for a signed-in page while its code loads (./pending-content.tsx). */
  loadPendingContent: () => import('./pending-content'),
  /** A step's own form, at boot for the step the address names. */
  preloadStep,
};

export type MemberPageLoaders = typeof memberPages.loaders;
