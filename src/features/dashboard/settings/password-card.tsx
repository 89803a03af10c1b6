import { PASSWORD_MIN_LENGTH } from '@contract/registration';
import { defineMessages, type Message, withValues } from '@i18n/message';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import * as Field from '@/ui/field';
import { Input } from '@/ui/input';

export interface PasswordCardProps {
  email: string;
  changing: boolean;
  changed: boolean;
  /** The server's reason the last change failed. */
  failure: string | null;
  /** The field that reason is about (shown there); none: under the form. */
  failureField?: 'current_password' | 'new_password' | null;
  onSubmit(change: { currentPassword: string; newPassword: string }): void;
}

const words = defineMessages({
  tooShort: {
    id: 'settings.password.tooShort',
    defaultMessage:
      'Your new password must be at least {min, plural, one {# character} other {# characters}}.',
  },
  mismatch: {
    id: 'settings.password.mismatch',
    defaultMessage: "The two new passwords don't match.",
  },
  title: { id: 'settings.password.title', defaultMessage: 'Password' },
  text: {
    id: 'settings.password.text',
    defaultMessage:
      'Changing it signs you out on your other devices. If you sign in with Google, your password is managed by Google.',
  },
  form: { id: 'settings.password.form', defaultMessage: 'Change password' },
  current: { id: 'settings.password.current', defaultMessage: 'Current password' },
  next: { id: 'settings.password.new', defaultMessage: 'New password' },
  repeat: { id: 'settings.password.repeat', defaultMessage: 'Repeat the new password' },
  failed: { id: 'settings.password.failed', defaultMessage: 'Password not changed' },
  changed: { id: 'settings.password.changed', defaultMessage: 'Your password was changed.' },
  changing: { id: 'settings.password.changing', defaultMessage: 'Changing...' },
  submit: { id: 'settings.password.submit', defaultMessage: 'Change password' },
});

interface Problems {
  /** Under New password. */
  next: Message | null;
  /** Under Repeat the new password. */
  repeat: Message | null;
}

const noProblems: Problems = { next: null, repeat: null };

function problemsOf(next: string, repeat: string): Problems {
  if (next.length < PASSWORD_MIN_LENGTH) {
    return { next: withValues(words.tooShort, { min: PASSWORD_MIN_LENGTH }), repeat: null };
  }
  return { next: null, repeat: next !== repeat ? words.mismatch : null };
}

const hasProblem = (problems: Problems) => problems.next !== null || problems.repeat !== null;

/** A new password: the current one first, the new one twice. The server checks its strength. */
export function PasswordCard({
  email,
  changing,
  changed,
  failure,
  failureField = null,
  onSubmit,
}: PasswordCardProps) {
  const t = useText();
  const [problems, setProblems] = useState<Problems>(noProblems);
  // The server's reason belongs to the attempt it answered: a new attempt, or a change to the
  // field it is about, makes it stale ("incorrect" beside "don't match" would mislead).
  const [failureStale, setFailureStale] = useState(false);
  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return {
      current: String(data.get('currentPassword') ?? ''),
      next: String(data.get('newPassword') ?? ''),
      repeat: String(data.get('repeatPassword') ?? ''),
    };
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { current, next, repeat } = valuesOf(event.currentTarget);
    const found = problemsOf(next, repeat);
    setProblems(found);
    setFailureStale(hasProblem(found));
    if (hasProblem(found)) return;
    onSubmit({ currentPassword: current, newPassword: next });
  };
  // A problem shown goes once it no longer applies (checked again as the patient types).
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const about =
      target.name === 'currentPassword'
        ? 'current_password'
        : target.name === 'newPassword'
          ? 'new_password'
          : null;
    if (about !== null && (failureField === about || failureField === null)) {
      setFailureStale(true);
    }
    if (!hasProblem(problems)) return;
    const { next, repeat } = valuesOf(event.currentTarget);
    const now = problemsOf(next, repeat);
    setProblems({
      next: problems.next && now.next,
      repeat: problems.repeat && now.repeat,
    });
  };
  const shownFailure = failureStale ? null : failure;
  const failureAt = (field: 'current_password' | 'new_password') =>
    shownFailure && failureField === field ? shownFailure : null;
  const formFailure = failureField === null ? shownFailure : null;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(words.title)}</Card.Title>
        <Card.Description>{t(words.text)}</Card.Description>
      </Card.Header>
      <Card.Body>
        {/* A fresh, empty form once the password has changed. */}
        <form
          key={changed ? 'changed' : 'open'}
          aria-label={t(words.form)}
          onSubmit={submit}
          onChange={onEdit}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'sm' })}
        >
          {/* For password managers: which account this password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <Field.Root required invalid={failureAt('current_password') !== null}>
            <Field.Label>{t(words.current)}</Field.Label>
            <Input name="currentPassword" type="password" autoComplete="current-password" />
            <Field.ErrorText>{failureAt('current_password')}</Field.ErrorText>
          </Field.Root>
          <Field.Root
            required
            invalid={problems.next !== null || failureAt('new_password') !== null}
          >
            <Field.Label>{t(words.next)}</Field.Label>
            <Input name="newPassword" type="password" autoComplete="new-password" />
            <Field.ErrorText>
              {problems.next ? t(problems.next) : failureAt('new_password')}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={problems.repeat !== null}>
            <Field.Label>{t(words.repeat)}</Field.Label>
            <Input name="repeatPassword" type="password" autoComplete="new-password" />
            {problems.repeat && <Field.ErrorText>{t(problems.repeat)}</Field.ErrorText>}
          </Field.Root>
          <div aria-live="polite">
            {formFailure && (
              <Alert.Root status="error">
                <Alert.Content>
                  <Alert.Title>{t(words.failed)}</Alert.Title>
                  <Alert.Description>{formFailure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {changed && !shownFailure && (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(words.changed)}</p>
            )}
          </div>
          <div>
            <Button type="submit" loading={changing} loadingText={t(words.changing)}>
              {t(words.submit)}
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
