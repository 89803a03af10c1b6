import { defineMessages } from '@i18n/message';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { LanguageMenu } from '@/components/language-menu';
import { renderMachineLink } from '@/components/machine-link';
import { SupportLink } from '@/components/support-link';
import { ThemeRadios } from '@/components/theme-radios';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import { BrandMark } from '@/ui/brand-logo';
import { textLink } from '@/ui/text-link';
import { AuthTabs } from './auth-tabs';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SignInPrompt } from './sign-in-prompt';

const words = defineMessages({
  productName: {
    id: 'brand.name',
    defaultMessage: 'herd Health',
    description: "The product's name: keep it as it is in every language.",
  },
  alpha: { id: 'auth.page.alpha', defaultMessage: 'Alpha release' },
  tagline: { id: 'auth.page.tagline', defaultMessage: 'The Rare Disease Platform' },
  section: { id: 'auth.page.section', defaultMessage: 'Sign in or create an account' },
  tabs: { id: 'auth.page.tabs', defaultMessage: 'Sign in or register' },
  login: { id: 'auth.page.loginTab', defaultMessage: 'Login' },
  register: { id: 'auth.page.registerTab', defaultMessage: 'Register' },
  or: { id: 'auth.page.or', defaultMessage: 'or' },
  terms: { id: 'auth.page.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'auth.page.privacy', defaultMessage: 'Privacy Policy' },
  support: { id: 'auth.page.support', defaultMessage: 'Contact Support' },
});

const footerLinks = [
  { to: '/terms', label: words.terms },
  { to: '/privacy', label: words.privacy },
];

/**
 * /auth: Login and Register tabs, then "Continue with Google". `signInPrompt`: a member page was
 * asked for while signed out; it opens after sign-in.
 */
export function SignInPage({ signInPrompt = false }: { signInPrompt?: boolean }) {
  const t = useText();
  const intl = useIntl();
  const { state } = useLocation();
  const [tab, setTab] = useState((state as { tab?: string } | null)?.tab ?? 'login');
  // "Sign in instead" under a registered email: the Login tab, with that email filled in.
  const [loginEmail, setLoginEmail] = useState<string | undefined>(undefined);
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
            <h1
              translate="no"
              className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' })}
            >
              {t(words.productName)}
            </h1>
            <Badge tone="accent">{t(words.alpha)}</Badge>
            <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>{t(words.tagline)}</p>
          </div>
          {/* Mounted always, so the polite live region announces the prompt when it appears. */}
          <div role="status">{signInPrompt && <SignInPrompt />}</div>
          <section
            aria-label={t(words.section)}
            className={css({
              bg: 'bg.surface',
              borderRadius: 'xl',
              boxShadow: 'card',
              padding: { base: '5', sm: '8' },
              borderWidth: '1px',
              borderColor: 'border.subtle',
            })}
          >
            <AuthTabs
              label={t(words.tabs)}
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  value: 'login',
                  label: t(words.login),
                  content: <LoginForm email={loginEmail} />,
                },
                {
                  value: 'register',
                  label: t(words.register),
                  content: (
                    <RegisterForm
                      onSignInInstead={(email) => {
                        setLoginEmail(email);
                        setTab('login');
                      }}
                    />
                  ),
                },
              ]}
            />
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                marginBlock: '5',
                color: 'fg.subtle',
                fontSize: 'sm',
              })}
            >
              <span className={css({ flex: '1', height: '1px', bg: 'border.subtle' })} />
              {t(words.or)}
              <span className={css({ flex: '1', height: '1px', bg: 'border.subtle' })} />
            </div>
            <GoogleSignIn />
          </section>
          <footer
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: '4',
              fontSize: 'sm',
            })}
          >
            {footerLinks.map((link) => (
              <span key={link.to}>
                {renderMachineLink({ to: link.to, className: textLink, children: t(link.label) })}
              </span>
            ))}
            <SupportLink label={t(words.support)} />
          </footer>
        </div>
      </main>
    </div>
  );
}
