import { defineMessages } from '@i18n/message';
import { selectIsSignedIn } from '@machines/app/selectors';
import { css } from 'styled-system/css';
import { AppActorContext } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { BrandLogo } from '@/ui/brand-logo';
import { Button } from '@/ui/button';

/**
 * The server could not be reached, or a page's code could not be downloaded: the session is kept,
 * and the app tries again by itself. Logout ends the session here too (the token is removed even
 * though the server cannot be told). Without a session, neither is said or offered.
 */
const words = defineMessages({
  title: { id: 'app.unreachable.title', defaultMessage: "We can't reach herd Health right now" },
  text: {
    id: 'app.unreachable.text',
    defaultMessage:
      'Check your internet connection. You are still signed in, and we will try again in a few seconds.',
  },
  textSignedOut: {
    id: 'app.unreachable.textSignedOut',
    defaultMessage: 'Check your internet connection. We will try again in a few seconds.',
  },
  retry: { id: 'app.unreachable.retry', defaultMessage: 'Try again' },
  logout: { id: 'app.logout', defaultMessage: 'Logout' },
});

export function ServerUnreachable({ onRetry }: { onRetry?: () => void }) {
  const t = useText();
  const app = AppActorContext.useActorRef();
  // The server unreachable at the session check: the session is still there to keep.
  const signedIn = AppActorContext.useSelector(selectIsSignedIn) || !onRetry;
  return (
    <main
      className={css({ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: '6' })}
    >
      <div
        className={css({
          maxWidth: '28rem',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
          textAlign: 'center',
        })}
      >
        <BrandLogo />
        <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{t(words.title)}</h1>
        <p className={css({ color: 'fg.muted' })} role="status">
          {t(signedIn ? words.text : words.textSignedOut)}
        </p>
        <div
          className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
        >
          <Button onClick={onRetry ?? (() => app.send({ type: 'session.retry' }))}>
            {t(words.retry)}
          </Button>
          {/* On a shared computer the patient can still end the session they are told they keep. */}
          {signedIn && (
            <Button variant="outline" onClick={() => app.send({ type: 'auth.logout' })}>
              {t(words.logout)}
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
