import { routeById } from '@machines/routes/route-table';
import type { ComponentType } from 'react';
import { CalendarIcon, DnaIcon, HomeIcon, MessageIcon, SettingsIcon, UserIcon } from '@/ui/icons';

export interface DashboardNavItem {
  label: string;
  /** The phone's bottom tab, where six long labels do not fit (the full label is its name). */
  shortLabel?: string;
  path: string;
  Icon: ComponentType<{ size?: number }>;
}

/**
 * The dashboard destinations, in the spec's order (sidebar and bottom tab bar), with "My genetic
 * report" after Profile (issue 23 item 7).
 */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { label: 'Home', path: routeById('dashboardHome').path, Icon: HomeIcon },
  { label: 'Appointments', path: routeById('dashboardCalendar').path, Icon: CalendarIcon },
  { label: 'Messages', path: routeById('dashboardMessages').path, Icon: MessageIcon },
  { label: 'Profile', path: routeById('dashboardProfile').path, Icon: UserIcon },
  {
    label: 'My genetic report',
    shortLabel: 'Report',
    path: routeById('dashboardReport').path,
    Icon: DnaIcon,
  },
  { label: 'Settings', path: routeById('dashboardSettings').path, Icon: SettingsIcon },
];

/** Home matches only itself; the others also match their sub-paths. */
export function isCurrentNavItem(item: DashboardNavItem, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (item.path === routeById('dashboardHome').path) return path === item.path;
  return path === item.path || path.startsWith(`${item.path}/`);
}
