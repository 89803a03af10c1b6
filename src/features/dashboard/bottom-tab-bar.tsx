import { defineMessage } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { dashboardNavItems, isCurrentNavItem } from './dashboard-nav-items';
import type { RenderLink } from './render-link';

const tabClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  minHeight: '14',
  px: '1',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  '&[aria-current=page]': { color: 'accent.text', fontWeight: 'semibold' },
});

const tabs = defineMessage({ id: 'dashboard.tabs', defaultMessage: 'Dashboard tabs' });

/** Phones: the six destinations along the bottom edge, above the home indicator. */
/**
 * A short tab's name is the page's full title when that title contains the visible word ("Report"
 * in "My genetic report"): a voice command says what it sees (WCAG 2.5.3, axe's
 * label-content-name-mismatch). A language whose short word is not inside its title (Arabic
 * "التقرير" and "تقريري الجيني") keeps the visible word as the name.
 */
function fullName(full: string, short: string | undefined): string | undefined {
  if (!short) return undefined;
  return full.toLocaleLowerCase().includes(short.toLocaleLowerCase()) ? full : undefined;
}

export function BottomTabBar({
  currentPath,
  renderLink,
}: {
  currentPath: string;
  renderLink: RenderLink;
}) {
  const t = useText();
  return (
    <nav
      aria-label={t(tabs)}
      data-sticky-bar="dashboard-tabs"
      className={css({
        display: 'block',
        md: { display: 'none' },
        _print: { display: 'none !important' },
        position: 'fixed',
        insetInline: '0',
        bottom: '0',
        zIndex: '10',
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.subtle',
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)' })}>
        {dashboardNavItems.map((item) => (
          <li key={item.path}>
            {renderLink({
              to: item.path,
              className: tabClass,
              'aria-current': isCurrentNavItem(item, currentPath) ? 'page' : undefined,
              'aria-label': fullName(t(item.label), item.shortLabel && t(item.shortLabel)),
              children: (
                <>
                  <item.Icon size={22} />
                  {t(item.shortLabel ?? item.label)}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
