import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { SupportLink } from '@/components/support-link';
import { useText } from '@/lib/i18n/use-text';
import { BrandLogo } from '@/ui/brand-logo';
import { LogoutIcon, SupportIcon } from '@/ui/icons';
import { dashboardNavItems, isCurrentNavItem } from './dashboard-nav-items';
import { sidebarItemClass } from './dashboard-shell-styles';
import type { RenderLink } from './render-link';

const words = defineMessages({
  home: { id: 'dashboard.home', defaultMessage: 'herd Health home' },
  logout: { id: 'app.logout', defaultMessage: 'Logout' },
  sidebar: { id: 'dashboard.sidebar', defaultMessage: 'Sidebar' },
  nav: { id: 'dashboard.nav', defaultMessage: 'Dashboard' },
});

interface SidebarProps {
  currentPath: string;
  renderLink: RenderLink;
  /** Where Support leads (undefined: the server's settings). */
  supportHref?: string | null;
  onLogout(): void;
}

/** Desktop navigation (768px and up): brand, the five destinations, Support and Logout. */
export function Sidebar({ currentPath, renderLink, supportHref, onLogout }: SidebarProps) {
  const t = useText();
  return (
    // The aside is as tall as the page (its background and border reach the bottom of a long
    // page, also in a full-page capture); its content stays in view and scrolls on a short window.
    <aside
      aria-label={t(words.sidebar)}
      className={css({
        display: 'none',
        md: { display: 'block' },
        _print: { display: 'none !important' },
        bg: 'bg.surface',
        borderEndWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '6',
          position: 'sticky',
          top: '0',
          maxHeight: '100dvh',
          minHeight: '100dvh',
          overflowY: 'auto',
          px: '4',
          py: '6',
        })}
      >
        <div className={css({ px: '2' })}>
          {renderLink({
            to: '/dashboard',
            children: <BrandLogo />,
            'aria-label': t(words.home),
          })}
        </div>
        <nav aria-label={t(words.nav)}>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {dashboardNavItems.map((item) => (
              <li key={item.path}>
                {renderLink({
                  to: item.path,
                  className: sidebarItemClass,
                  'aria-current': isCurrentNavItem(item, currentPath) ? 'page' : undefined,
                  children: (
                    <>
                      <item.Icon />
                      {t(item.label)}
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        </nav>
        <div className={css({ mt: 'auto', display: 'flex', flexDirection: 'column', gap: '1' })}>
          <SupportLink className={sidebarItemClass} icon={<SupportIcon />} href={supportHref} />
          <button type="button" onClick={onLogout} className={sidebarItemClass}>
            <LogoutIcon />
            {t(words.logout)}
          </button>
        </div>
      </div>
    </aside>
  );
}
