import { defineMessages } from '@i18n/message';
import {
  buttonLabels,
  selectAuthBusy,
  selectIsSigningIn,
  selectLoginButtonLabel,
} from '@machines/sign-in/selectors';
import type { FormEvent } from 'react';
import { renderMachineLink } from '@/components/machine-link';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { textLink } from '@/ui/text-link';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';
import { SignInFailure } from './sign-in-failure';

const words = defineMessages({
  form: { id: 'auth.login.form', defaultMessage: 'Login' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  forgot: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
});

/** `email`: filled in when the patient came from "Sign in instead" (their password is next). */
export function LoginForm({ email }: { email?: string } = {}) {
  const t = useText();
  const signIn = useSignInRef();
  const busy = useSignInSelector(selectAuthBusy, false);
  const signingIn = useSignInSelector(selectIsSigningIn, false);
  const label = t(useSignInSelector(selectLoginButtonLabel, buttonLabels.signIn));

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
    <form onSubmit={submit} className={formStack} aria-label={t(words.form)}>
      <AuthField
        label={t(words.email)}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
      />
      <AuthField
        label={t(words.password)}
        autoFocus={email !== undefined}
        name="password"
        type="password"
        autoComplete="current-password"
        aside={renderMachineLink({
          to: '/auth/forgot-password',
          className: textLink,
          children: t(words.forgot),
        })}
      />
      <SignInFailure />
      <Button type="submit" loading={signingIn} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
