import { defineMessage } from '@i18n/message';
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { CurrentScreen } from './current-screen';
import { DocumentTitle } from './document-title';
import { OsThemeListener } from './os-theme-listener';
import { RouteSync } from './route-sync';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { ToastViewport } from './toast-viewport';

/** What a page whose code is still on its way says. */
export const loading = defineMessage({ id: 'app.loading', defaultMessage: 'Loading...' });

function Loading() {
  const t = useText();
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        minHeight: '60dvh',
        display: 'grid',
        placeItems: 'center',
        color: 'fg.muted',
      })}
    >
      {t(loading)}
    </div>
  );
}

/** Everything every page shares: the URL <-> machine sync, theme input and the toast viewport. */
export function RootLayout() {
  return (
    <>
      <RouteSync />
      <DocumentTitle />
      <OsThemeListener />
      <Suspense fallback={<Loading />}>
        <CurrentScreen loading={<Loading />} />
      </Suspense>
      <SignInAgainDialog />
      <ToastViewport />
    </>
  );
}
