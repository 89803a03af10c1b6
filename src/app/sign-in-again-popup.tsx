import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';
import * as Field from '@/ui/field';
import { Input } from '@/ui/input';

interface SignInAgainPopupProps {
  email: string;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** The dialog itself: it cannot be dismissed, only answered, because the save waits for it. */
export default function SignInAgainPopup({
  email,
  busy,
  onSubmit,
  children,
}: SignInAgainPopupProps) {
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Dialog.Popup>
        <Dialog.Title>Please sign in again</Dialog.Title>
        <Dialog.Description>
          Your session has ended. Sign in to finish saving what you entered.
        </Dialog.Description>
        <form
          onSubmit={onSubmit}
          aria-label="Sign in again"
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' })}
        >
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input name="email" type="email" autoComplete="email" defaultValue={email} required />
          </Field.Root>
          <Field.Root>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" required />
          </Field.Root>
          <Button type="submit" block loading={busy} loadingText="Signing in...">
            Sign in
          </Button>
          {children}
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
