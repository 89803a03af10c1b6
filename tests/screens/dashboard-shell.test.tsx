import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardShell } from '@/features/dashboard/dashboard-shell';
import type { RenderLink } from '@/features/dashboard/render-link';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

const labels = ['Home', 'Appointments', 'Messages', 'Profile', 'My genetic report', 'Settings'];
/** The phone's tabs show a short word for "My genetic report" (its name stays the full label). */
const tabLabels = ['Home', 'Appointments', 'Messages', 'Profile', 'Report', 'Settings'];

describe('DashboardShell', () => {
  it('marks the current page in the sidebar and the bottom tabs', async () => {
    const { container } = render(
      <DashboardShell currentPath="/dashboard/calendar" onLogout={() => {}}>
        <p>Page body</p>
      </DashboardShell>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    for (const [name, shown] of [
      ['Dashboard', labels],
      ['Dashboard tabs', tabLabels],
    ] as const) {
      const nav = screen.getByRole('navigation', { name });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(shown);
      expect(within(nav).getByRole('link', { name: 'My genetic report' })).toHaveAttribute(
        'href',
        '/dashboard/report',
      );
      const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual(['Appointments']);
      expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
        'href',
        '/dashboard/calendar',
      );
    }
    await expectNoAxeViolations(container);
  });

  it('marks Home only on /dashboard itself', () => {
    render(
      <DashboardShell currentPath="/dashboard/" onLogout={() => {}}>
        <p>Home body</p>
      </DashboardShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('opens Support in a new tab and logs out from the sidebar and the top bar', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    render(
      <DashboardShell currentPath="/dashboard" onLogout={onLogout} supportHref="https://help.test">
        <p>Body</p>
      </DashboardShell>,
    );
    const support = screen.getByRole('link', { name: /Support/ });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(support).toHaveAttribute('href', 'https://help.test');
    const logoutButtons = screen.getAllByRole('button', { name: 'Logout' });
    expect(logoutButtons).toHaveLength(2);
    for (const button of logoutButtons) await user.click(button);
    expect(onLogout).toHaveBeenCalledTimes(2);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
  });

  it('renders links through the given renderLink', () => {
    const seen: string[] = [];
    const renderLink: RenderLink = ({ to, ...props }) => {
      seen.push(to);
      return <a href={`#router${to}`} data-router-link="" {...props} />;
    };
    render(
      <DashboardShell currentPath="/dashboard" onLogout={() => {}} renderLink={renderLink}>
        <p>Body</p>
      </DashboardShell>,
    );
    expect(seen).toContain('/dashboard/settings');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#router/dashboard/settings',
    );
  });
});
