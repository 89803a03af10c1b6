import { accountLinkPaths } from '@contract/account-links';
import { dashboardPath, onboardingSteps } from '@contract/onboarding/steps';
import { defineMessage, defineMessages, type Message, withValues } from '@i18n/message';

/**
 * Which machine owns a page: the signed-out pages, the pages links in mail open (signed in or
 * not), Terms and Privacy (signed in or not), the onboarding wizard or the dashboard.
 */
export type RouteArea = 'signIn' | 'emailLink' | 'policy' | 'onboarding' | 'dashboard';

interface RouteEntry {
  /** The page's state id in its machine: the route event targets `#<id>`. */
  id: string;
  path: string;
  aliases: readonly string[];
  area: RouteArea;
  /** The document title while the page is shown (with the product's name after it). */
  title: Message;
}

const titles = defineMessages({
  landing: { id: 'page.landing.title', defaultMessage: 'herd Health' },
  auth: { id: 'page.auth.title', defaultMessage: 'Sign in' },
  googleCallback: { id: 'page.googleCallback.title', defaultMessage: 'Completing sign-in' },
  dashboardHome: { id: 'page.dashboardHome.title', defaultMessage: 'Home' },
  dashboardCalendar: { id: 'page.dashboardCalendar.title', defaultMessage: 'Appointments' },
  dashboardMessages: { id: 'page.dashboardMessages.title', defaultMessage: 'Messages' },
  dashboardProfile: { id: 'page.dashboardProfile.title', defaultMessage: 'Profile' },
  dashboardReport: { id: 'page.dashboardReport.title', defaultMessage: 'My genetic report' },
  dashboardSettings: { id: 'page.dashboardSettings.title', defaultMessage: 'Settings' },
  dashboardSummary: { id: 'page.dashboardSummary.title', defaultMessage: 'Pre-visit summary' },
  forgotPassword: { id: 'page.forgotPassword.title', defaultMessage: 'Forgot password' },
  resetPassword: { id: 'page.resetPassword.title', defaultMessage: 'Choose a new password' },
  confirmEmail: { id: 'page.confirmEmail.title', defaultMessage: 'Confirm your email' },
  terms: { id: 'page.terms.title', defaultMessage: 'Terms of Service' },
  privacy: { id: 'page.privacy.title', defaultMessage: 'Privacy Policy' },
});

const stepTitle = defineMessage({
  id: 'page.onboardingStep.title',
  defaultMessage: '{step} · Onboarding',
  description: "A step's title in the browser tab, such as 'Medical History · Onboarding'.",
});

const signInRoutes = [
  { id: 'landing', path: '/', aliases: [], area: 'signIn', title: titles.landing },
  { id: 'auth', path: '/auth', aliases: [], area: 'signIn', title: titles.auth },
  // Google's return address is /auth as well; its query string tells the two apart.
  {
    id: 'googleCallback',
    path: '/auth',
    aliases: [],
    area: 'signIn',
    title: titles.googleCallback,
  },
  {
    id: 'forgotPassword',
    path: accountLinkPaths.forgotPassword,
    aliases: [],
    area: 'signIn',
    title: titles.forgotPassword,
  },
] as const satisfies readonly RouteEntry[];

/** Opened by a link in an email, whether or not someone is signed in (the app machine's). */
const emailLinkRoutes = [
  {
    id: 'resetPassword',
    path: accountLinkPaths.resetPassword,
    aliases: [],
    area: 'emailLink',
    title: titles.resetPassword,
  },
  {
    id: 'confirmEmail',
    path: accountLinkPaths.confirmEmail,
    aliases: [],
    area: 'emailLink',
    title: titles.confirmEmail,
  },
] as const satisfies readonly RouteEntry[];

/** Terms of Service and the Privacy Policy: read by anyone, signed in or not. */
const policyRoutes = [
  { id: 'terms', path: '/terms', aliases: [], area: 'policy', title: titles.terms },
  { id: 'privacy', path: '/privacy', aliases: [], area: 'policy', title: titles.privacy },
] as const satisfies readonly RouteEntry[];

const stepRoutes = onboardingSteps.map((step) => ({
  id: step.id,
  path: step.path,
  aliases: step.aliases,
  area: 'onboarding' as const,
  title: withValues(stepTitle, { step: step.title }),
}));

const dashboardRoutes = [
  {
    id: 'dashboardHome',
    path: dashboardPath,
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardHome,
  },
  {
    id: 'dashboardCalendar',
    path: '/dashboard/calendar',
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardCalendar,
  },
  {
    id: 'dashboardMessages',
    path: '/dashboard/messages',
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardMessages,
  },
  {
    id: 'dashboardProfile',
    path: '/dashboard/profile',
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardProfile,
  },
  {
    id: 'dashboardReport',
    path: '/dashboard/report',
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardReport,
  },
  {
    id: 'dashboardSummary',
    path: '/dashboard/summary',
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardSummary,
  },
  {
    id: 'dashboardSettings',
    path: '/dashboard/settings',
    aliases: [],
    area: 'dashboard',
    title: titles.dashboardSettings,
  },
] as const satisfies readonly RouteEntry[];

/** Every page with an address: the one table of route ids, paths, owners and titles. */
export const routeTable: readonly RouteEntry[] = [
  ...signInRoutes,
  ...emailLinkRoutes,
  ...policyRoutes,
  ...stepRoutes,
  ...dashboardRoutes,
];

export type SignInRouteId = (typeof signInRoutes)[number]['id'];
export type EmailLinkRouteId = (typeof emailLinkRoutes)[number]['id'];
export type PolicyRouteId = (typeof policyRoutes)[number]['id'];
export type StepRouteId = (typeof onboardingSteps)[number]['id'];
export type DashboardRouteId = (typeof dashboardRoutes)[number]['id'];
export type RouteId =
  | SignInRouteId
  | EmailLinkRouteId
  | PolicyRouteId
  | StepRouteId
  | DashboardRouteId;

export function routeById(id: RouteId): RouteEntry {
  const route = routeTable.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

export function routeIdOf(target: string): RouteId | null {
  const id = target.startsWith('#') ? target.slice(1) : target;
  return routeTable.some((route) => route.id === id) ? (id as RouteId) : null;
}

export function areaOf(target: string): RouteArea | null {
  const id = routeIdOf(target);
  return id === null ? null : routeById(id).area;
}

function normalisePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/** The route an address (or a server `redirect_path`) names, or null when it names none. */
export function routeIdForPath(path: string): RouteId | null {
  const normalised = normalisePath(path);
  for (const route of routeTable) {
    if (route.id === 'googleCallback') continue;
    if (route.path === normalised || route.aliases.includes(normalised)) return route.id as RouteId;
  }
  return null;
}

/** Whether the address used a route's alias (step 2's Back goes to /onboarding/personal-info). */
export function isAliasPath(path: string): boolean {
  const normalised = normalisePath(path);
  return routeTable.some((route) => route.aliases.includes(normalised));
}
