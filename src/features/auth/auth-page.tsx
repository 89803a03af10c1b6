import { lazy, Suspense } from 'react';
import { selectIsGoogleCallback } from '../../../machines/app/selectors';
import { AppActorContext } from '../../app/app-actor-context';
import { SignInPage } from './sign-in-page';

// Only visitors returning from Google need the callback screen.
const GoogleCallbackScreen = lazy(() => import('./google-callback-screen'));

/** /auth is both the sign-in page and Google's return address (spec section 2). */
export function AuthPage() {
  const isCallback = AppActorContext.useSelector(selectIsGoogleCallback);
  return isCallback ? (
    <Suspense fallback={null}>
      <GoogleCallbackScreen />
    </Suspense>
  ) : (
    <SignInPage />
  );
}
