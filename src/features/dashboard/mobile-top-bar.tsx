import { defineMessages } from '@i18n/message';
import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { BrandLogo } from '@/ui/brand-logo';
import { LogoutIcon, MessageIcon } from '@/ui/icons';
import { iconButtonClass } from './dashboard-shell-styles';
import type { RenderLink } from './render-link';

const words = defineMessages({
  home: { id: 'dashboard.home', defaultMessage: 'herd Health home' },
  logout: { id: 'app.logout', defaultMessage: 'Logout' },
});

interface MobileTopBarProps {
  renderLink: RenderLink;
  onLogout(): void;
}

/** Phones (under 768px): brand on the left, Messages and Logout on the right. */
export function MobileTopBar({ renderLink, onLogout }: MobileTopBarProps) {
  const t = useText();
  return (
    <header
      data-sticky-bar="dashboard-top"
      className={css({
        display: 'flex',
        md: { display: 'none' },
        _print: { display: 'none !important' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        position: 'sticky',
        top: '0',
        zIndex: '10',
        px: '4',
        py: '2',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      {renderLink({
        to: routeById('dashboardHome').path,
        children: <BrandLogo />,
        'aria-label': t(words.home),
      })}
      <div className={css({ display: 'flex', gap: '1' })}>
        {renderLink({
          to: routeById('dashboardMessages').path,
          className: iconButtonClass,
          'aria-label': t(routeById('dashboardMessages').title),
          children: <MessageIcon size={22} />,
        })}
        <button
          type="button"
          onClick={onLogout}
          className={iconButtonClass}
          aria-label={t(words.logout)}
        >
          <LogoutIcon size={22} />
        </button>
      </div>
    </header>
  );
}
