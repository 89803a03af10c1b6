import { PASSWORD_MIN_LENGTH } from '@contract/auth';
import { defineMessages } from '@i18n/message';
import {
  buttonLabels,
  selectAuthBusy,
  selectIsRegistering,
  selectRegisterButtonLabel,
} from '@machines/sign-in/selectors';
import type { FormEvent } from 'react';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';
import { SignInFailure } from './sign-in-failure';

const words = defineMessages({
  form: { id: 'auth.register.form', defaultMessage: 'Register' },
  name: { id: 'auth.field.fullName', defaultMessage: 'Full Name' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  passwordHelp: {
    id: 'auth.register.passwordHelp',
    defaultMessage: 'At least {min, plural, one {# character} other {# characters}}.',
  },
  confirm: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirm Password' },
});

export function RegisterForm() {
  const t = useText();
  const signIn = useSignInRef();
  const busy = useSignInSelector(selectAuthBusy, false);
  const registering = useSignInSelector(selectIsRegistering, false);
  const label = t(useSignInSelector(selectRegisterButtonLabel, buttonLabels.createAccount));

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
    <form onSubmit={submit} className={formStack} aria-label={t(words.form)}>
      <AuthField label={t(words.name)} name="name" autoComplete="name" />
      <AuthField label={t(words.email)} name="email" type="email" autoComplete="email" />
      <AuthField
        label={t(words.password)}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        helper={t(words.passwordHelp, { min: PASSWORD_MIN_LENGTH })}
      />
      <AuthField
        label={t(words.confirm)}
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
