import { PASSWORD_MIN_LENGTH } from '@contract/auth';
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

function mismatchOf(next: string, repeat: string): Message | null {
  if (next.length < PASSWORD_MIN_LENGTH) {
    return withValues(words.tooShort, { min: PASSWORD_MIN_LENGTH });
  }
  if (next !== repeat) return words.mismatch;
  return null;
}

/** A new password: the current one first, the new one twice. The server checks its strength. */
export function PasswordCard({ email, changing, changed, failure, onSubmit }: PasswordCardProps) {
  const t = useText();
  const [problem, setProblem] = useState<Message | null>(null);
  // The server's reason belongs to the attempt it answered: a new attempt, or a change to the
  // current password, makes it stale ("incorrect" beside "don't match" would mislead).
  const [failureStale, setFailureStale] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = String(form.get('newPassword') ?? '');
    const mismatch = mismatchOf(next, String(form.get('repeatPassword') ?? ''));
    setProblem(mismatch);
    setFailureStale(mismatch !== null);
    if (mismatch) return;
    onSubmit({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword: next });
  };
  const shownFailure = failureStale ? null : failure;
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
          <Field.Root required>
            <Field.Label>{t(words.current)}</Field.Label>
            <Input
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              onChange={() => setFailureStale(true)}
            />
          </Field.Root>
          <Field.Root required invalid={problem !== null}>
            <Field.Label>{t(words.next)}</Field.Label>
            <Input name="newPassword" type="password" autoComplete="new-password" />
          </Field.Root>
          <Field.Root required invalid={problem !== null}>
            <Field.Label>{t(words.repeat)}</Field.Label>
            <Input name="repeatPassword" type="password" autoComplete="new-password" />
            {problem && <Field.ErrorText>{t(problem)}</Field.ErrorText>}
          </Field.Root>
          <div aria-live="polite">
            {shownFailure && (
              <Alert.Root status="error">
                <Alert.Content>
                  <Alert.Title>{t(words.failed)}</Alert.Title>
                  <Alert.Description>{shownFailure}</Alert.Description>
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
