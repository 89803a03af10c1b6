import { useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { SupportLink } from '@/components/support-link';
import { ThemeRadios } from '@/components/theme-radios';
import { Badge } from '@/ui/badge';
import { BrandMark } from '@/ui/brand-logo';
import { DeadLink } from '@/ui/dead-link';
import { AuthTabs } from './auth-tabs';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const footerLinks = ['Terms of Service', 'Privacy Policy'];

/** /auth: Login and Register tabs, then "Continue with Google". */
export function SignInPage() {
  const { state } = useLocation();
  const initialTab = (state as { tab?: string } | null)?.tab;
  return (
    <div className={css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <header
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          paddingInline: { base: '4', md: '8' },
          paddingBlock: '3',
        })}
      >
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
            <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
              herd Health
            </h1>
            <Badge tone="accent">Alpha release</Badge>
            <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>The Rare Disease Platform</p>
          </div>
          <section
            aria-label="Sign in or create an account"
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
              label="Sign in or register"
              initial={initialTab}
              items={[
                { value: 'login', label: 'Login', content: <LoginForm /> },
                { value: 'register', label: 'Register', content: <RegisterForm /> },
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
              or
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
            {footerLinks.map((label) => (
              <DeadLink key={label}>{label}</DeadLink>
            ))}
            <SupportLink label="Contact Support" />
          </footer>
        </div>
      </main>
    </div>
  );
}
