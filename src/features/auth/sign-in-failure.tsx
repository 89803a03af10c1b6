import { selectAuthBusy, selectSignInFailure } from '@machines/sign-in/selectors';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';

// The alert's code (the design system's slot styles and icons) is not part of the sign-in page's
// load (bundle and byte budgets): it is fetched when a sign-in goes out, alongside the request,
// so it is there when a refusal comes back.
const loadFailureAlert = () => import('./failure-alert');
// Should its download fail (the network went away with the refusal), the reason is still shown
// and announced, as plain text, instead of the page breaking.
const FailureAlert = lazy(() =>
  loadFailureAlert().then(
    (m) => ({ default: m.FailureAlert }),
    () => ({ default: ({ children }: { children: ReactNode }) => <p role="alert">{children}</p> }),
  ),
);

/** The server's reason for the last refused sign-in, where the patient can act on it. */
export function SignInFailure() {
  const t = useText();
  const reason = useSignInSelector(selectSignInFailure, null);
  const busy = useSignInSelector(selectAuthBusy, false);
  useEffect(() => {
    if (!busy) return;
    loadFailureAlert().catch(() => {
      // Offline: tried again when a reason is to be shown.
    });
  }, [busy]);
  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <FailureAlert>{t(reason)}</FailureAlert>
    </Suspense>
  );
}
