import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LanguageMenu } from '@/components/language-menu';
import { renderMachineLink } from '@/components/machine-link';
import { ThemeRadios } from '@/components/theme-radios';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { BrandMark } from '@/ui/brand-logo';
import { textLink } from '@/ui/text-link';
import { recoveryTexts } from './recovery-texts';

/**
 * The frame of the pages around signing in that have one job ("Forgot password?", a new
 * password, confirming the email): the language menu and the theme, as on the sign-in page (a
 * link from a mail often opens in a browser set to another language), the brand, the page's
 * heading and lead, a card, and the way back to the sign-in page.
 */
export function AccountLinkLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const t = useText();
  const intl = useIntl();
  return (
    <div className={css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <header
        data-toasts-keep-clear
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: '3',
          paddingInline: { base: '4', md: '8' },
          paddingBlock: '3',
        })}
      >
        <LanguageMenu initial={intl.locale} />
        <ThemeRadios />
      </header>
      <main
        className={css({
          flex: '1',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          paddingInline: '4',
          paddingBottom: '10',
        })}
      >
        <div
          className={css({
            width: 'full',
            maxWidth: '28rem',
            display: 'flex',
            flexDirection: 'column',
            gap: '6',
          })}
        >
          <div
            className={css({
              textAlign: 'center',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '2',
            })}
          >
            <BrandMark size={48} />
            <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
              {title}
            </h1>
            {lead && <p className={css({ color: 'fg.muted', textWrap: 'pretty' })}>{lead}</p>}
          </div>
          <section
            className={css({
              bg: 'bg.surface',
              borderRadius: 'xl',
              boxShadow: 'card',
              padding: { base: '5', sm: '8' },
              borderWidth: '1px',
              borderColor: 'border.subtle',
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
            })}
          >
            {children}
          </section>
          <p className={css({ textAlign: 'center' })}>
            {renderMachineLink({
              to: '/auth',
              className: textLink,
              children: t(recoveryTexts.backToSignIn),
            })}
          </p>
        </div>
      </main>
    </div>
  );
}
