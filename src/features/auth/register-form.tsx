import type { FormEvent } from 'react';
import {
  selectAuthBusy,
  selectIsRegistering,
  selectRegisterButtonLabel,
} from '../../../machines/app/selectors';
import { AppActorContext } from '../../app/app-actor-context';
import { Button } from '../../ui/button';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';

export function RegisterForm() {
  const app = AppActorContext.useActorRef();
  const busy = AppActorContext.useSelector(selectAuthBusy);
  const registering = AppActorContext.useSelector(selectIsRegistering);
  const label = AppActorContext.useSelector(selectRegisterButtonLabel);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    app.send({
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
      <Button type="submit" loading={registering} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
