import type { ComponentType } from 'react';
import { paths } from '../../app/paths';
import { CalendarIcon, HomeIcon, MessageIcon, SettingsIcon, UserIcon } from '../../ui/icons';

export interface DashboardNavItem {
  label: string;
  path: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The five dashboard destinations, in the spec's order (sidebar and bottom tab bar). */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { label: 'Home', path: paths.dashboard.home, Icon: HomeIcon },
  { label: 'Appointments', path: paths.dashboard.calendar, Icon: CalendarIcon },
  { label: 'Messages', path: paths.dashboard.messages, Icon: MessageIcon },
  { label: 'Profile', path: paths.dashboard.profile, Icon: UserIcon },
  { label: 'Settings', path: paths.dashboard.settings, Icon: SettingsIcon },
];

/** Home matches only itself; the others also match their sub-paths. */
export function isCurrentNavItem(item: DashboardNavItem, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (item.path === paths.dashboard.home) return path === item.path;
  return path === item.path || path.startsWith(`${item.path}/`);
}
