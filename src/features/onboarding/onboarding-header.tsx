import { defineMessages } from '@i18n/message';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { LanguageMenu } from '@/components/language-menu';
import { srOnlyClass } from '@/components/step-form/step-styles';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui';
import { BrandLogo } from '@/ui/brand-logo';

/** Placeholder destination until the product has a support desk (spec: "placeholder link"). */
export const supportUrl = 'https://example.com/herd-health/support';

const words = defineMessages({
  account: { id: 'onboarding.header.account', defaultMessage: 'Account' },
  support: { id: 'app.support', defaultMessage: 'Support' },
  newTab: { id: 'app.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  logout: { id: 'app.logout', defaultMessage: 'Logout' },
});

/** Brand on the left; Support (new tab) and Logout on the right. */
export function OnboardingHeader({ onLogout }: { onLogout(): void }) {
  const t = useText();
  const intl = useIntl();
  return (
    <header
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
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
        className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
      >
        <LanguageMenu initial={intl.locale} hideLabel />
        <a
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={button({ variant: 'ghost', size: 'sm' })}
        >
          {t(words.support)}
          <span className={srOnlyClass}>{` ${t(words.newTab)}`}</span>
        </a>
        <Button variant="outline" size="sm" onClick={onLogout}>
          {t(words.logout)}
        </Button>
      </nav>
    </header>
  );
}
