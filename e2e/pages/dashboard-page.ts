import { expect, type Page } from '@playwright/test';

export const dashboardScreens = {
  home: { path: '/dashboard', nav: 'Home', heading: /^Welcome back/ },
  calendar: { path: '/dashboard/calendar', nav: 'Appointments', heading: 'Appointments' },
  messages: { path: '/dashboard/messages', nav: 'Messages', heading: 'Messages' },
  profile: { path: '/dashboard/profile', nav: 'Profile', heading: 'Profile' },
  settings: { path: '/dashboard/settings', nav: 'Settings', heading: 'Settings' },
} as const;

export type DashboardScreen = keyof typeof dashboardScreens;

/** The dashboard shell and Home. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async seeHome(firstName: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(this.page.getByText(`Welcome back, ${firstName}`)).toBeVisible();
  }

  async seeUpcomingAppointment(formattedDate: string): Promise<void> {
    await expect(this.page.getByText('Upcoming Genetic Counseling')).toBeVisible();
    await expect(this.page.getByText(formattedDate)).toBeVisible();
  }

  async doOpen(screen: DashboardScreen): Promise<void> {
    const target = dashboardScreens[screen];
    // A marker on window survives client-side moves only: a full page load would wipe it.
    await this.page.evaluate(() => Object.assign(window, { herdSamePage: true }));
    await this.page
      .getByRole('navigation')
      .getByRole('link', { name: target.nav, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(this.page).toHaveURL((url) => url.pathname === target.path);
    await expect(this.page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    expect(await this.page.evaluate(() => 'herdSamePage' in window)).toBe(true);
  }

  async doLogout(): Promise<void> {
    await this.page
      .getByRole('button', { name: 'Logout' })
      .filter({ visible: true })
      .first()
      .click();
  }
}
