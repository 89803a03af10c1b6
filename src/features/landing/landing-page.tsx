import { defineMessages } from '@i18n/message';
import { routeById } from '@machines/routes/route-table';
import { css, cx } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { BrandLogo } from '@/ui/brand-logo';
import { LockIcon, MapPinIcon } from '@/ui/icons';
import { ActionLink } from './action-link';
import { HowItWorks, WhoItIsFor } from './landing-sections';

const texts = defineMessages({
  signInTitle: { id: 'landing.deepLink.title', defaultMessage: 'Please sign in' },
  signIn: {
    id: 'landing.deepLink.text',
    defaultMessage:
      'The page you opened is for signed-in patients. Sign in, and it opens straight away.',
  },
});

export interface LandingPageProps {
  signedIn?: boolean;
  /** A signed-out visitor opened a member page: it opens once they sign in. */
  signInPrompt?: boolean;
  onSignIn?: () => void;
  onGetStarted?: () => void;
  /** Signed in: back to wherever the onboarding check says (dashboard or the next step). */
  onContinue?: () => void;
}

const words = defineMessages({
  continue: { id: 'landing.continue', defaultMessage: 'Continue' },
  getStarted: { id: 'landing.getStarted', defaultMessage: 'Get started' },
  signIn: { id: 'landing.signIn', defaultMessage: 'Sign in' },
  account: { id: 'landing.account', defaultMessage: 'Account' },
  eyebrow: { id: 'landing.eyebrow', defaultMessage: 'The Rare Disease Platform · Alpha' },
  title: {
    id: 'landing.title',
    defaultMessage: 'Rare condition care that starts with your story',
  },
  lead: {
    id: 'landing.lead',
    defaultMessage:
      'herd Health brings your medical history and your genetic report together, finds the variants in it for you, and connects you with a genetic counselor. For people with rare conditions and the people who care for them.',
  },
  michiganOnly: {
    id: 'landing.michiganOnly',
    defaultMessage: 'Currently available to Michigan residents only.',
  },
  beforeYouStart: { id: 'landing.beforeYouStart', defaultMessage: 'Before you start' },
  michiganTitle: { id: 'landing.michigan.title', defaultMessage: 'Michigan only, for now' },
  michiganText: {
    id: 'landing.michigan.text',
    defaultMessage:
      'We can only serve Michigan residents today. We are working hard to reach more states.',
  },
  privateTitle: { id: 'landing.private.title', defaultMessage: 'Your report stays yours' },
  privateText: {
    id: 'landing.private.text',
    defaultMessage:
      'Uploaded reports are stored privately and can only be opened from your account.',
  },
  welcomeBack: { id: 'landing.ready.welcomeBack', defaultMessage: 'Welcome back' },
  ready: { id: 'landing.ready.title', defaultMessage: 'Ready when you are' },
  pickUp: { id: 'landing.ready.pickUp', defaultMessage: 'Pick up where you left off.' },
  readyText: {
    id: 'landing.ready.text',
    defaultMessage:
      'Creating an account takes a minute. You can save your progress and come back anytime.',
  },
  footerBrand: {
    id: 'landing.footer.brand',
    defaultMessage: 'herd Health · The Rare Disease Platform',
  },
  footerAlpha: {
    id: 'landing.footer.alpha',
    defaultMessage: 'Alpha release. Not for emergencies: call 911.',
  },
});

const containerClass = css({
  width: 'full',
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '8' },
});

function Actions({
  signedIn,
  onSignIn,
  onGetStarted,
  onContinue,
  size,
}: LandingPageProps & { size: 'md' | 'lg' }) {
  const t = useText();
  if (signedIn) {
    return (
      <ActionLink href={routeById('dashboardHome').path} onNavigate={onContinue} size={size}>
        {t(words.continue)}
      </ActionLink>
    );
  }
  return (
    <>
      <ActionLink href={routeById('auth').path} onNavigate={onGetStarted} size={size}>
        {t(words.getStarted)}
      </ActionLink>
      <ActionLink href={routeById('auth').path} onNavigate={onSignIn} variant="outline" size={size}>
        {t(words.signIn)}
      </ActionLink>
    </>
  );
}

/** Public front page: what herd Health does, for whom, where, and the way in. */
export function LandingPage(props: LandingPageProps) {
  const t = useText();
  return (
    <div
      className={css({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.canvas',
      })}
    >
      <header
        className={css({
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <div
          className={cx(
            containerClass,
            css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '3',
              py: '3',
            }),
          )}
        >
          <BrandLogo />
          <nav aria-label={t(words.account)} className={css({ display: 'flex', gap: '2' })}>
            {props.signedIn ? (
              <ActionLink
                href={routeById('dashboardHome').path}
                onNavigate={props.onContinue}
                variant="ghost"
                size="sm"
              >
                {t(words.continue)}
              </ActionLink>
            ) : (
              <ActionLink
                href={routeById('auth').path}
                onNavigate={props.onSignIn}
                variant="ghost"
                size="sm"
              >
                {t(words.signIn)}
              </ActionLink>
            )}
          </nav>
        </div>
      </header>

      <main
        className={css({
          flex: '1',
          display: 'flex',
          flexDirection: 'column',
          gap: { base: '12', md: '16' },
          pb: '16',
        })}
      >
        <section
          aria-labelledby="landing-title"
          className={css({
            bg: 'accent.subtle',
            borderBottomWidth: '1px',
            borderColor: 'accent.muted',
            py: { base: '12', md: '20' },
          })}
        >
          <div
            className={cx(
              containerClass,
              css({
                display: 'flex',
                flexDirection: 'column',
                gap: '6',
                '& > *': { maxWidth: '48rem' },
              }),
            )}
          >
            {props.signInPrompt && (
              <Alert.Root status="info">
                <Alert.Icon />
                <Alert.Content>
                  <Alert.Title>{t(texts.signInTitle)}</Alert.Title>
                  <Alert.Description>{t(texts.signIn)}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <p
              className={css({
                fontWeight: 'semibold',
                color: 'accent.text',
                letterSpacing: 'wide',
              })}
            >
              {t(words.eyebrow)}
            </p>
            <h1
              id="landing-title"
              className={css({
                fontSize: { base: '3xl', md: '5xl' },
                fontWeight: 'bold',
                lineHeight: '1.15',
              })}
            >
              {t(words.title)}
            </h1>
            <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' })}>
              {t(words.lead)}
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              <Actions {...props} size="lg" />
            </div>
            <p
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                color: 'fg.muted',
              })}
            >
              <MapPinIcon size={18} />
              {t(words.michiganOnly)}
            </p>
          </div>
        </section>

        <div
          className={cx(
            containerClass,
            css({ display: 'flex', flexDirection: 'column', gap: { base: '12', md: '16' } }),
          )}
        >
          <HowItWorks />
          <WhoItIsFor />
          <section
            aria-labelledby="before-you-start"
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            <h2 id="before-you-start" className={css({ srOnly: true })}>
              {t(words.beforeYouStart)}
            </h2>
            <div
              className={css({
                display: 'flex',
                gap: '3',
                p: '6',
                bg: 'info.subtle',
                borderWidth: '1px',
                borderColor: 'info.border',
                borderRadius: 'xl',
              })}
            >
              <span className={css({ color: 'info.text', display: 'inline-flex' })}>
                <MapPinIcon />
              </span>
              <div>
                <h3 className={css({ fontWeight: 'semibold' })}>{t(words.michiganTitle)}</h3>
                <p className={css({ color: 'fg.muted' })}>{t(words.michiganText)}</p>
              </div>
            </div>
            <div
              className={css({
                display: 'flex',
                gap: '3',
                p: '6',
                bg: 'bg.surface',
                borderWidth: '1px',
                borderColor: 'border.subtle',
                borderRadius: 'xl',
              })}
            >
              <span className={css({ color: 'accent.text', display: 'inline-flex' })}>
                <LockIcon />
              </span>
              <div>
                <h3 className={css({ fontWeight: 'semibold' })}>{t(words.privateTitle)}</h3>
                <p className={css({ color: 'fg.muted' })}>{t(words.privateText)}</p>
              </div>
            </div>
          </section>
          <section
            aria-labelledby="ready"
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: '4',
              p: { base: '8', md: '12' },
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: '2xl',
            })}
          >
            <h2
              id="ready"
              className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}
            >
              {t(props.signedIn ? words.welcomeBack : words.ready)}
            </h2>
            <p className={css({ color: 'fg.muted', maxWidth: '36rem' })}>
              {t(props.signedIn ? words.pickUp : words.readyText)}
            </p>
            <div
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: '3',
              })}
            >
              <Actions {...props} size="md" />
            </div>
          </section>
        </div>
      </main>

      <footer
        className={css({
          borderTopWidth: '1px',
          borderColor: 'border.subtle',
          bg: 'bg.surface',
          py: '6',
        })}
      >
        <div
          className={cx(
            containerClass,
            css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: '3',
              color: 'fg.muted',
              fontSize: 'sm',
            }),
          )}
        >
          <p>{t(words.footerBrand)}</p>
          <p>{t(words.footerAlpha)}</p>
        </div>
      </footer>
    </div>
  );
}
