import {
  selectAuthBusy,
  selectIsSigningIn,
  selectLoginButtonLabel,
} from '@machines/sign-in/selectors';
import type { FormEvent } from 'react';
import { renderMachineLink } from '@/components/machine-link';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { Button } from '@/ui/button';
import { AuthField } from './auth-field';
import { formStack, textLink } from './auth-styles';
import { SignInFailure } from './sign-in-failure';

export function LoginForm() {
  const signIn = useSignInRef();
  const busy = useSignInSelector(selectAuthBusy, false);
  const signingIn = useSignInSelector(selectIsSigningIn, false);
  const label = useSignInSelector(selectLoginButtonLabel, 'Sign in');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn?.send({
      type: 'auth.login.submitted',
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  }

  return (
    <form onSubmit={submit} className={formStack} aria-label="Login">
      <AuthField label="Email" name="email" type="email" autoComplete="email" />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        aside={renderMachineLink({
          to: '/auth/forgot-password',
          className: textLink,
          children: 'Forgot password?',
        })}
      />
      <SignInFailure />
      <Button type="submit" loading={signingIn} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
