import { defineMessage, type Message } from '@i18n/message';
import { type DashboardRouteId, routeById } from '@machines/routes/route-table';
import type { ComponentType } from 'react';
import { CalendarIcon, DnaIcon, HomeIcon, MessageIcon, SettingsIcon, UserIcon } from '@/ui/icons';

export interface DashboardNavItem {
  /** The page's title (the route table's), as the spec names the items. */
  label: Message;
  /** The phone's bottom tab, where six long labels do not fit (the full label is its name). */
  shortLabel?: Message;
  path: string;
  Icon: ComponentType<{ size?: number }>;
}

function navItem(id: DashboardRouteId, Icon: ComponentType<{ size?: number }>): DashboardNavItem {
  const route = routeById(id);
  return { label: route.title, path: route.path, Icon };
}

const reportTab = defineMessage({ id: 'dashboard.tabs.report', defaultMessage: 'Report' });

/**
 * The dashboard destinations, in the spec's order (sidebar and bottom tab bar), with "My genetic
 * report" after Profile (issue 23 item 7).
 */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  navItem('dashboardHome', HomeIcon),
  navItem('dashboardCalendar', CalendarIcon),
  navItem('dashboardMessages', MessageIcon),
  navItem('dashboardProfile', UserIcon),
  { ...navItem('dashboardReport', DnaIcon), shortLabel: reportTab },
  navItem('dashboardSettings', SettingsIcon),
];

/** Home matches only itself; the others also match their sub-paths. */
export function isCurrentNavItem(item: DashboardNavItem, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (item.path === routeById('dashboardHome').path) return path === item.path;
  return path === item.path || path.startsWith(`${item.path}/`);
}
