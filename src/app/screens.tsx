import { type ComponentType, lazy, type ReactNode } from 'react';
import type { RouteId } from '../../machines/routes';
import { AuthPage } from '../features/auth/auth-page';

// The sign-in page is the one screen in the first load; everything past it is split per route.
const LandingRoute = lazy(() => import('./routes/landing-route'));
const OnboardingLayout = lazy(
  () => import('../features/onboarding/routes/onboarding-layout-route'),
);
const PersonalInfo = lazy(() => import('../features/onboarding/routes/personal-info-route'));
const MedicalCondition = lazy(
  () => import('../features/onboarding/routes/medical-condition-route'),
);
const MedicalHistory = lazy(() => import('../features/onboarding/routes/medical-history-route'));
const GeneticReport = lazy(() => import('../features/onboarding/routes/genetic-report-route'));
const MedicalChecklist = lazy(
  () => import('../features/onboarding/routes/medical-checklist-route'),
);
const BookAppointment = lazy(() => import('../features/onboarding/routes/book-appointment-route'));
const DashboardLayout = lazy(() => import('../features/dashboard/routes/dashboard-layout-route'));
const DashboardHome = lazy(() => import('../features/dashboard/routes/home-route'));
const Calendar = lazy(() => import('../features/dashboard/routes/calendar-route'));
const Messages = lazy(() => import('../features/dashboard/routes/messages-route'));
const Profile = lazy(() => import('../features/dashboard/routes/profile-route'));
const Settings = lazy(() => import('../features/dashboard/routes/settings-route'));

export interface Screen {
  Page: ComponentType;
  /** The frame shared by a group of pages; it stays mounted while its pages change. */
  Layout?: ComponentType<{ children: ReactNode }>;
}

/**
 * The page for every route of spec section 2, keyed by the route's state id in the app machine
 * (`machines/app/route-table.ts` holds their paths). The machine's state picks the page.
 */
export const screens: Record<RouteId, Screen> = {
  landing: { Page: LandingRoute },
  auth: { Page: AuthPage },
  googleCallback: { Page: AuthPage },
  personalInfo: { Layout: OnboardingLayout, Page: PersonalInfo },
  medicalCondition: { Layout: OnboardingLayout, Page: MedicalCondition },
  medicalHistory: { Layout: OnboardingLayout, Page: MedicalHistory },
  geneticReport: { Layout: OnboardingLayout, Page: GeneticReport },
  medicalChecklist: { Layout: OnboardingLayout, Page: MedicalChecklist },
  bookAppointment: { Layout: OnboardingLayout, Page: BookAppointment },
  dashboardHome: { Layout: DashboardLayout, Page: DashboardHome },
  dashboardCalendar: { Layout: DashboardLayout, Page: Calendar },
  dashboardMessages: { Layout: DashboardLayout, Page: Messages },
  dashboardProfile: { Layout: DashboardLayout, Page: Profile },
  dashboardSettings: { Layout: DashboardLayout, Page: Settings },
};

/** An address outside the machine: the component gallery, in development only. */
export const devGalleryPath = '/dev/ui';
export const DevGallery = import.meta.env.DEV ? lazy(() => import('../dev/ui-gallery')) : null;
