import { selectCallbackView } from '@machines/sign-in/selectors';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Spinner } from '@/ui/spinner';

/** "Completing Authentication" while the code is exchanged; "Authentication Error" on failure. */
export default function GoogleCallbackScreen() {
  const t = useText();
  const view = useSignInSelector(selectCallbackView, null);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = view?.status;
  useEffect(() => {
    if (status) heading.current?.focus();
  }, [status]);
  if (!view) return null;

  return (
    <main
      className={css({ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: '6' })}
    >
      <div
        className={css({
          width: 'full',
          maxWidth: '28rem',
          bg: 'bg.surface',
          borderRadius: 'xl',
          boxShadow: 'card',
          padding: '8',
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
        })}
        aria-live="polite"
      >
        {view.status === 'working' ? (
          <>
            <Spinner size="lg" />
            <h1 ref={heading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t(view.title)}
            </h1>
            <p className={css({ color: 'fg.muted' })}>{t(view.text)}</p>
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t(view.title)}
            </h1>
            <Alert.Root status="error">
              <Alert.Description>{t(view.text)}</Alert.Description>
            </Alert.Root>
            {view.redirecting && (
              <p className={css({ color: 'fg.muted' })}>{t(view.redirecting)}</p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
