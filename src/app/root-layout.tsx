import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';

function RouteLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ padding: '8', color: 'fg.muted', textAlign: 'center' })}
    >
      Loading...
    </div>
  );
}

/** Everything every route shares: the URL <-> machine sync and the toast viewport. */
export function RootLayout() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}
