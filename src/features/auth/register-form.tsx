import { PASSWORD_MIN_LENGTH, type RegistrationField } from '@contract/registration';
import { defineMessages } from '@i18n/message';
import {
  buttonLabels,
  selectAuthBusy,
  selectEmailTaken,
  selectIsRegistering,
  selectRegisterButtonLabel,
  selectRegistrationErrors,
} from '@machines/sign-in/selectors';
import type { Registration } from '@machines/sign-in/sign-in-types';
import { type FormEvent, useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { renderMachineLink } from '@/components/machine-link';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { textLink } from '@/ui/text-link';
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
  signInInstead: { id: 'auth.register.signInInstead', defaultMessage: 'Sign in instead' },
  forgotPassword: {
    id: 'auth.register.forgotPassword',
    defaultMessage: 'Forgot your password?',
  },
});

const fieldOrder: readonly RegistrationField[] = ['name', 'email', 'password', 'confirmPassword'];
const emptyErrors: ReturnType<typeof selectRegistrationErrors> = {};
const errorActions = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4' });
const buttonAsLink = css({ bg: 'transparent', border: 'none', padding: '0', cursor: 'pointer' });

function formValues(form: HTMLFormElement): Registration {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? '').trim(),
    email: String(data.get('email') ?? '').trim(),
    password: String(data.get('password') ?? ''),
    confirmPassword: String(data.get('confirmPassword') ?? ''),
  };
}

interface RegisterFormProps {
  /** "Sign in instead" under an email that is registered already: the Login tab, with it. */
  onSignInInstead?(email: string): void;
}

export function RegisterForm({ onSignInInstead }: RegisterFormProps) {
  const t = useText();
  const signIn = useSignInRef();
  const busy = useSignInSelector(selectAuthBusy, false);
  const registering = useSignInSelector(selectIsRegistering, false);
  const label = t(useSignInSelector(selectRegisterButtonLabel, buttonLabels.createAccount));
  const errors = useSignInSelector(selectRegistrationErrors, emptyErrors);
  const emailTaken = useSignInSelector(selectEmailTaken, false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a submission, the first field with a problem takes focus (its message is read with it).
  const focusPending = useRef(false);

  useEffect(() => {
    const first = fieldOrder.find((field) => errors[field]);
    if (!focusPending.current || !first) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
  }, [errors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focusPending.current = true;
    signIn?.send({ type: 'auth.register.submitted', ...formValues(event.currentTarget) });
  }

  const errorOf = (field: RegistrationField) => {
    const problem = errors[field];
    return problem ? t(problem.message) : null;
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onChange={(event) =>
        signIn?.send({ type: 'auth.register.changed', ...formValues(event.currentTarget) })
      }
      className={formStack}
      aria-label={t(words.form)}
      noValidate
    >
      <AuthField label={t(words.name)} name="name" autoComplete="name" error={errorOf('name')} />
      <AuthField
        label={t(words.email)}
        name="email"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        errorActions={
          emailTaken && (
            <span className={errorActions}>
              <button
                type="button"
                className={cx(textLink, buttonAsLink)}
                onClick={() =>
                  formRef.current && onSignInInstead?.(formValues(formRef.current).email)
                }
              >
                {t(words.signInInstead)}
              </button>
              {renderMachineLink({
                to: '/auth/forgot-password',
                className: textLink,
                children: t(words.forgotPassword),
              })}
            </span>
          )
        }
      />
      <AuthField
        label={t(words.password)}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        helper={t(words.passwordHelp, { min: PASSWORD_MIN_LENGTH })}
        error={errorOf('password')}
      />
      <AuthField
        label={t(words.confirm)}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errorOf('confirmPassword')}
      />
      <SignInFailure />
      <Button type="submit" loading={registering} loadingText={label} disabled={busy} block>
        {label}
      </Button>
    </form>
  );
}
