import { defineMessages } from '@i18n/message';
import {
  buttonLabels,
  selectAuthBusy,
  selectIsSigningIn,
  selectLoginButtonLabel,
} from '@machines/sign-in/selectors';
import type { FormEvent } from 'react';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { DeadLink } from '@/ui/dead-link';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';
import { SignInFailure } from './sign-in-failure';

const words = defineMessages({
  form: { id: 'auth.login.form', defaultMessage: 'Login' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  forgot: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
  forgotUnavailable: {
    id: 'auth.login.forgotPasswordUnavailable',
    defaultMessage: 'Password reset is not available yet',
  },
});

export function LoginForm() {
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
      <AuthField label={t(words.email)} name="email" type="email" autoComplete="email" />
      <AuthField
        label={t(words.password)}
        name="password"
        type="password"
        autoComplete="current-password"
        aside={<DeadLink reason={t(words.forgotUnavailable)}>{t(words.forgot)}</DeadLink>}
      />
      <SignInFailure />
      <Button type="submit" loading={signingIn} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
