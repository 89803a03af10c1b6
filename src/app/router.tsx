import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../features/auth/auth-page';
import { NotFoundPage } from './error-page';
import { paths } from './paths';
import { RootLayout } from './root-layout';

// Declarative routes keep react-router's data layer (about 24 KB gzip) out of the first load:
// the machines own navigation, so we only need matching. Everything past /auth is split.
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
const DevGallery = import.meta.env.DEV ? lazy(() => import('../dev/ui-gallery')) : null;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.landing} element={<LandingRoute />} />
        <Route path={paths.auth} element={<AuthPage />} />
        <Route path={paths.onboarding.personalInfo} element={<OnboardingLayout />}>
          <Route index element={<PersonalInfo />} />
          <Route path="personal-info" element={<PersonalInfo />} />
          <Route path="medical-condition" element={<MedicalCondition />} />
          <Route path="medical-history" element={<MedicalHistory />} />
          <Route path="genetic-report" element={<GeneticReport />} />
          <Route path="medical-checklist" element={<MedicalChecklist />} />
          <Route path="book-appointment" element={<BookAppointment />} />
        </Route>
        <Route path={paths.dashboard.home} element={<DashboardLayout />}>
          <Route index element={<DashboardHome />} />
          <Route path="calendar" element={<Calendar />} />
          <Route path="messages" element={<Messages />} />
          <Route path="profile" element={<Profile />} />
          <Route path="settings" element={<Settings />} />
        </Route>
        {DevGallery && <Route path={paths.devGallery} element={<DevGallery />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
