import { onboardingStepIds } from '@contract/onboarding/steps';
import type { RouteId, StepRouteId } from '@machines/routes/route-table';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { AuthPage } from '@/features/auth/auth-page';

// The sign-in page is the one screen in the first load; everything past it is split per page.
const Landing = lazy(() => import('@/features/landing/landing-route'));
const OnboardingLayout = lazy(() => import('@/features/onboarding/onboarding-layout-route'));
const OnboardingStep = lazy(() => import('@/features/onboarding/step-page'));
const DashboardLayout = lazy(() => import('@/features/dashboard/dashboard-layout'));
const DashboardHome = lazy(() => import('@/features/dashboard/home/home-route'));
const Calendar = lazy(() => import('@/features/dashboard/appointments/appointments-route'));
const Messages = lazy(() => import('@/features/dashboard/messages/messages-route'));
const Profile = lazy(() => import('@/features/dashboard/profile/profile-route'));
const Report = lazy(() => import('@/features/dashboard/report/report-route'));
const Settings = lazy(() => import('@/features/dashboard/settings/settings-route'));

export interface Screen {
  Page: ComponentType;
  /** The frame shared by a group of pages; it stays mounted while its pages change. */
  Layout?: ComponentType<{ children: ReactNode }>;
}

const step: Screen = { Layout: OnboardingLayout, Page: OnboardingStep };

/**
 * The page for every route id (machines/routes/route-table.ts holds their paths). The machines'
 * state picks the page; every onboarding step shares one page that loads the step's own form.
 */
export const screens: Record<RouteId, Screen> = {
  landing: { Page: Landing },
  auth: { Page: AuthPage },
  googleCallback: { Page: AuthPage },
  ...(Object.fromEntries(onboardingStepIds.map((id) => [id, step])) as Record<StepRouteId, Screen>),
  dashboardHome: { Layout: DashboardLayout, Page: DashboardHome },
  dashboardCalendar: { Layout: DashboardLayout, Page: Calendar },
  dashboardMessages: { Layout: DashboardLayout, Page: Messages },
  dashboardProfile: { Layout: DashboardLayout, Page: Profile },
  dashboardReport: { Layout: DashboardLayout, Page: Report },
  dashboardSettings: { Layout: DashboardLayout, Page: Settings },
};

/** Addresses outside the machines, in development only: the component gallery, the flow viewer. */
export const devGalleryPath = '/dev/ui';
export const DevGallery = import.meta.env.DEV ? lazy(() => import('@/dev/ui-gallery')) : null;
export const devFlowsPath = '/dev/flows';
export const DevFlows = import.meta.env.DEV ? lazy(() => import('@/dev/flows/flows-page')) : null;
