import {
  selectAuthBusy,
  selectIsRegistering,
  selectRegisterButtonLabel,
} from '@machines/sign-in/selectors';
import type { FormEvent } from 'react';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { Button } from '@/ui/button';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';
import { SignInFailure } from './sign-in-failure';

export function RegisterForm() {
  const signIn = useSignInRef();
  const busy = useSignInSelector(selectAuthBusy, false);
  const registering = useSignInSelector(selectIsRegistering, false);
  const label = useSignInSelector(selectRegisterButtonLabel, 'Create account');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn?.send({
      type: 'auth.register.submitted',
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    });
  }

  return (
    <form onSubmit={submit} className={formStack} aria-label="Register">
      <AuthField label="Full Name" name="name" autoComplete="name" />
      <AuthField label="Email" name="email" type="email" autoComplete="email" />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        helper="At least 8 characters."
      />
      <AuthField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      <SignInFailure />
      <Button type="submit" loading={registering} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
