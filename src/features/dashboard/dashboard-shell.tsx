import { defineMessage } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { BottomTabBar } from './bottom-tab-bar';
import { MobileTopBar } from './mobile-top-bar';
import { type RenderLink, renderAnchor } from './render-link';
import { Sidebar } from './sidebar';

export interface DashboardShellProps {
  currentPath: string;
  onLogout(): void;
  children: ReactNode;
  renderLink?: RenderLink;
  /** Where Support leads; by default the server's settings (SUPPORT_URL / SUPPORT_EMAIL). */
  supportHref?: string | null;
}

const skipLinkClass = css({
  position: 'absolute',
  insetStart: '4',
  top: '-20',
  zIndex: '20',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  color: 'accent.text',
  borderRadius: 'lg',
  boxShadow: 'overlay',
  _focus: { top: '4' },
  _print: { display: 'none' },
});

const skipToMain = defineMessage({
  id: 'dashboard.skipToMain',
  defaultMessage: 'Skip to main content',
});

/** Dashboard frame: sidebar on desktop; top bar and bottom tabs on phones. */
export function DashboardShell({
  currentPath,
  onLogout,
  children,
  renderLink = renderAnchor,
  supportHref,
}: DashboardShellProps) {
  const t = useText();
  return (
    <div
      className={css({
        minHeight: '100dvh',
        bg: 'bg.canvas',
        md: { display: 'grid', gridTemplateColumns: '16rem minmax(0, 1fr)' },
        // Printed pages (the pre-visit summary) carry the page alone, no navigation.
        _print: { display: 'block !important', minHeight: 'auto', bg: 'transparent' },
      })}
    >
      <a href="#dashboard-main" className={skipLinkClass}>
        {t(skipToMain)}
      </a>
      <Sidebar
        currentPath={currentPath}
        renderLink={renderLink}
        supportHref={supportHref}
        onLogout={onLogout}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
        <MobileTopBar renderLink={renderLink} onLogout={onLogout} />
        <main
          id="dashboard-main"
          tabIndex={-1}
          className={css({
            flex: '1',
            width: 'full',
            maxWidth: '72rem',
            mx: 'auto',
            px: { base: '4', md: '8' },
            pt: { base: '5', md: '8' },
            pb: { base: '28', md: '10' },
            _focus: { outline: 'none' },
            _print: { p: '0 !important', maxWidth: 'none' },
          })}
        >
          {children}
        </main>
      </div>
      <BottomTabBar currentPath={currentPath} renderLink={renderLink} />
    </div>
  );
}
