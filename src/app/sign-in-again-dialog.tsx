import { selectNeedsSignInAgain } from '@machines/app/selectors';
import { lazy, Suspense } from 'react';
import { AppActorContext } from '@/lib/app-actor';

// The dialog's code (its form, Ark's focus trap and portal) loads only when a session actually
// ends mid-task.
const SignInAgainPopup = lazy(() => import('./sign-in-again-popup'));

/**
 * The session ended while the patient was saving: "Please sign in again" over the page, so what
 * they typed stays on screen and the interrupted save goes on after signing in.
 */
export function SignInAgainDialog() {
  const open = AppActorContext.useSelector(selectNeedsSignInAgain);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainPopup />
    </Suspense>
  );
}
