import type { FormEvent } from 'react';
import {
  selectAuthBusy,
  selectIsSigningIn,
  selectLoginButtonLabel,
} from '../../../machines/app/selectors';
import { AppActorContext } from '../../app/app-actor-context';
import { Button } from '../../ui/button';
import { DeadLink } from '../../ui/dead-link';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';

export function LoginForm() {
  const app = AppActorContext.useActorRef();
  const busy = AppActorContext.useSelector(selectAuthBusy);
  const signingIn = AppActorContext.useSelector(selectIsSigningIn);
  const label = AppActorContext.useSelector(selectLoginButtonLabel);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    app.send({
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
        aside={<DeadLink reason="Password reset is not available yet">Forgot password?</DeadLink>}
      />
      <Button type="submit" loading={signingIn} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
