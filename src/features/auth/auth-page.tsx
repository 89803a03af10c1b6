import { selectIsMemberPageWaiting } from '@machines/app/selectors';
import { selectIsGoogleCallback } from '@machines/sign-in/selectors';
import { lazy, Suspense } from 'react';
import { AppActorContext, useSignInSelector } from '@/lib/app-actor';
import { SignInPage } from './sign-in-page';

// Only visitors returning from Google need the callback screen.
const GoogleCallbackScreen = lazy(() => import('./google-callback-screen'));

/** /auth is both the sign-in page and Google's return address (spec section 2). */
export function AuthPage() {
  const isCallback = useSignInSelector(selectIsGoogleCallback, false);
  const memberPageWaiting = AppActorContext.useSelector(selectIsMemberPageWaiting);
  return isCallback ? (
    <Suspense fallback={null}>
      <GoogleCallbackScreen />
    </Suspense>
  ) : (
    <SignInPage signInPrompt={memberPageWaiting} />
  );
}
