import { defineMessages } from '@i18n/message';
import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { LanguageMenu } from '@/components/language-menu';
import { renderMachineLink } from '@/components/machine-link';
import { SupportLink } from '@/components/support-link';
import { useCurrentPage } from '@/lib/current-page';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui';
import { BrandLogo } from '@/ui/brand-logo';

const words = defineMessages({
  account: { id: 'onboarding.header.account', defaultMessage: 'Account' },
  logout: { id: 'app.logout', defaultMessage: 'Logout' },
  settings: { id: 'onboarding.header.settings', defaultMessage: 'Settings' },
});

/** Brand on the left; language, Settings, Support (new tab) and Logout on the right. */
export function OnboardingHeader({ onLogout }: { onLogout(): void }) {
  const t = useText();
  const intl = useIntl();
  const onSettings = useCurrentPage()?.id === 'dashboardSettings';
  return (
    <header
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        // At phone widths the language menu, Support and Logout go to a second row rather than
        // past the screen's edge.
        flexWrap: 'wrap',
        gap: '3',
        px: { base: '4', md: '8' },
        py: '3',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <BrandLogo />
      <nav
        aria-label={t(words.account)}
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: '2',
          marginInlineStart: 'auto',
        })}
      >
        <LanguageMenu initial={intl.locale} hideLabel />
        {renderMachineLink({
          to: routeById('dashboardSettings').path,
          className: button({ variant: 'ghost', size: 'sm' }),
          ...(onSettings ? { 'aria-current': 'page' as const } : {}),
          children: t(words.settings),
        })}
        <SupportLink className={button({ variant: 'ghost', size: 'sm' })} />
        <Button variant="outline" size="sm" onClick={onLogout}>
          {t(words.logout)}
        </Button>
      </nav>
    </header>
  );
}
