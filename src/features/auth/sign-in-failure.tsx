import { selectSignInFailure } from '@machines/sign-in/selectors';
import { lazy, Suspense, useEffect } from 'react';
import { useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';

// The alert's code (the design system's slot styles and icons) is fetched right after the first
// paint, not with it (bundle budget): it is there long before a sign-in can be refused.
const loadFailureAlert = () => import('./failure-alert');
const FailureAlert = lazy(() => loadFailureAlert().then((m) => ({ default: m.FailureAlert })));

/** The server's reason for the last refused sign-in, where the patient can act on it. */
export function SignInFailure() {
  const t = useText();
  const reason = useSignInSelector(selectSignInFailure, null);
  useEffect(() => {
    loadFailureAlert().catch(() => {
      // Offline: tried again when a reason is to be shown.
    });
  }, []);
  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <FailureAlert>{t(reason)}</FailureAlert>
    </Suspense>
  );
}
