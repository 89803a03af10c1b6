/**
 * The single table of URL-owning states. `id` is the state node id in the app machine (routes are
 * entered with `{ type: 'xstate.route', to: '#<id>' }`); `path` is the canonical URL.
 */
export const routeTable = [
  { id: 'landing', path: '/' },
  { id: 'auth', path: '/auth' },
  { id: 'googleCallback', path: '/auth' },
  { id: 'personalInfo', path: '/onboarding', aliases: ['/onboarding/personal-info'] },
  { id: 'medicalCondition', path: '/onboarding/medical-condition' },
  { id: 'medicalHistory', path: '/onboarding/medical-history' },
  { id: 'geneticReport', path: '/onboarding/genetic-report' },
  { id: 'medicalChecklist', path: '/onboarding/medical-checklist' },
  { id: 'bookAppointment', path: '/onboarding/book-appointment' },
  { id: 'dashboardHome', path: '/dashboard' },
  { id: 'dashboardCalendar', path: '/dashboard/calendar' },
  { id: 'dashboardMessages', path: '/dashboard/messages' },
  { id: 'dashboardProfile', path: '/dashboard/profile' },
  { id: 'dashboardSettings', path: '/dashboard/settings' },
] as const;

export type RouteId = (typeof routeTable)[number]['id'];
export type RouteTarget = `#${RouteId}`;

/** Step 2's Back target: an alias of step 1 (spec section 2, route conflict note). */
export const personalInfoAliasPath = '/onboarding/personal-info';

export interface RouteEvent {
  type: 'xstate.route';
  to: RouteTarget;
  /** Query string of the URL (with "?"), read by the Google callback. */
  search?: string;
  /** Hash of the URL (with "#"), the callback's fallback. */
  hash?: string;
  /** The URL used the alias /onboarding/personal-info of step 1. */
  alias?: boolean;
}

export const memberOnlyRoutes: ReadonlySet<RouteId> = new Set<RouteId>([
  'personalInfo',
  'medicalCondition',
  'medicalHistory',
  'geneticReport',
  'medicalChecklist',
  'bookAppointment',
  'dashboardHome',
  'dashboardCalendar',
  'dashboardMessages',
  'dashboardProfile',
  'dashboardSettings',
]);

export function routeIdOf(target: string): RouteId | null {
  const id = target.startsWith('#') ? target.slice(1) : target;
  return routeTable.some((route) => route.id === id) ? (id as RouteId) : null;
}

/** The route a server `redirect_path` names, or null when it names none. */
export function routeIdForPath(path: string): RouteId | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  const normalised = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  for (const route of routeTable) {
    if (route.id === 'googleCallback') continue;
    if (route.path === normalised) return route.id;
    if ('aliases' in route && (route.aliases as readonly string[]).includes(normalised)) {
      return route.id;
    }
  }
  return null;
}
