import { PASSWORD_MIN_LENGTH } from '@contract/auth';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
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

function mismatchOf(next: string, repeat: string): string | null {
  if (next.length < PASSWORD_MIN_LENGTH)
    return `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (next !== repeat) return "The two new passwords don't match.";
  return null;
}

/** A new password: the current one first, the new one twice. The server checks its strength. */
export function PasswordCard({ email, changing, changed, failure, onSubmit }: PasswordCardProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = String(form.get('newPassword') ?? '');
    const mismatch = mismatchOf(next, String(form.get('repeatPassword') ?? ''));
    setProblem(mismatch);
    if (mismatch) return;
    onSubmit({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword: next });
  };
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Password</Card.Title>
        <Card.Description>
          Changing it signs you out on your other devices. If you sign in with Google, your password
          is managed by Google.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {/* A fresh, empty form once the password has changed. */}
        <form
          key={changed ? 'changed' : 'open'}
          aria-label="Change password"
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
            <Field.Label>Current password</Field.Label>
            <Input name="currentPassword" type="password" autoComplete="current-password" />
          </Field.Root>
          <Field.Root required invalid={problem !== null}>
            <Field.Label>New password</Field.Label>
            <Input name="newPassword" type="password" autoComplete="new-password" />
          </Field.Root>
          <Field.Root required invalid={problem !== null}>
            <Field.Label>Repeat the new password</Field.Label>
            <Input name="repeatPassword" type="password" autoComplete="new-password" />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <div aria-live="polite">
            {failure && (
              <Alert.Root status="error">
                <Alert.Content>
                  <Alert.Title>Password not changed</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {changed && !failure && (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                Your password was changed.
              </p>
            )}
          </div>
          <div>
            <Button type="submit" loading={changing} loadingText="Changing...">
              Change password
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
