import { routeById } from '@machines/routes/route-table';
import { css, cx } from 'styled-system/css';
import * as Alert from '@/ui/alert';
import { BrandLogo } from '@/ui/brand-logo';
import { LockIcon, MapPinIcon } from '@/ui/icons';
import { ActionLink } from './action-link';
import { HowItWorks, WhoItIsFor } from './landing-sections';

const texts = {
  signInTitle: 'Please sign in',
  signIn: 'The page you opened is for signed-in patients. Sign in, and it opens straight away.',
} as const;

export interface LandingPageProps {
  signedIn?: boolean;
  /** A signed-out visitor opened a member page: it opens once they sign in. */
  signInPrompt?: boolean;
  onSignIn?: () => void;
  onGetStarted?: () => void;
  /** Signed in: back to wherever the onboarding check says (dashboard or the next step). */
  onContinue?: () => void;
}

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
  if (signedIn) {
    return (
      <ActionLink href={routeById('dashboardHome').path} onNavigate={onContinue} size={size}>
        Continue
      </ActionLink>
    );
  }
  return (
    <>
      <ActionLink href={routeById('auth').path} onNavigate={onGetStarted} size={size}>
        Get started
      </ActionLink>
      <ActionLink href={routeById('auth').path} onNavigate={onSignIn} variant="outline" size={size}>
        Sign in
      </ActionLink>
    </>
  );
}

/** Public front page: what herd Health does, for whom, where, and the way in. */
export function LandingPage(props: LandingPageProps) {
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
          <nav aria-label="Account" className={css({ display: 'flex', gap: '2' })}>
            {props.signedIn ? (
              <ActionLink
                href={routeById('dashboardHome').path}
                onNavigate={props.onContinue}
                variant="ghost"
                size="sm"
              >
                Continue
              </ActionLink>
            ) : (
              <ActionLink
                href={routeById('auth').path}
                onNavigate={props.onSignIn}
                variant="ghost"
                size="sm"
              >
                Sign in
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
                  <Alert.Title>{texts.signInTitle}</Alert.Title>
                  <Alert.Description>{texts.signIn}</Alert.Description>
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
              The Rare Disease Platform · Alpha
            </p>
            <h1
              id="landing-title"
              className={css({
                fontSize: { base: '3xl', md: '5xl' },
                fontWeight: 'bold',
                lineHeight: '1.15',
              })}
            >
              Rare condition care that starts with your story
            </h1>
            <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' })}>
              herd Health brings your medical history and your genetic report together, finds the
              variants in it for you, and connects you with a genetic counselor. For people with
              rare conditions and the people who care for them.
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
              Currently available to Michigan residents only.
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
              Before you start
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
                <h3 className={css({ fontWeight: 'semibold' })}>Michigan only, for now</h3>
                <p className={css({ color: 'fg.muted' })}>
                  We can only serve Michigan residents today. We are working hard to reach more
                  states.
                </p>
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
                <h3 className={css({ fontWeight: 'semibold' })}>Your report stays yours</h3>
                <p className={css({ color: 'fg.muted' })}>
                  Uploaded reports are stored privately and can only be opened from your account.
                </p>
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
              {props.signedIn ? 'Welcome back' : 'Ready when you are'}
            </h2>
            <p className={css({ color: 'fg.muted', maxWidth: '36rem' })}>
              {props.signedIn
                ? 'Pick up where you left off.'
                : 'Creating an account takes a minute. You can save your progress and come back anytime.'}
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
          <p>herd Health · The Rare Disease Platform</p>
          <p>Alpha release. Not for emergencies: call 911.</p>
        </div>
      </footer>
    </div>
  );
}
