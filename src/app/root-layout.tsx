import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { CurrentScreen } from './current-screen';
import { DocumentTitle } from './document-title';
import { OsThemeListener } from './os-theme-listener';
import { RouteSync } from './route-sync';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { ToastViewport } from './toast-viewport';

function Loading() {
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
      Loading...
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
