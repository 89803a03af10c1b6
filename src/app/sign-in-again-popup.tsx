import { defineMessages } from '@i18n/message';
import { buttonLabels } from '@machines/sign-in/selectors';
import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
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

const words = defineMessages({
  title: { id: 'app.signInAgain.title', defaultMessage: 'Please sign in again' },
  text: {
    id: 'app.signInAgain.text',
    defaultMessage: 'Your session has ended. Sign in to finish saving what you entered.',
  },
  form: { id: 'app.signInAgain.form', defaultMessage: 'Sign in again' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
});

/** The dialog itself: it cannot be dismissed, only answered, because the save waits for it. */
export default function SignInAgainPopup({
  email,
  busy,
  onSubmit,
  children,
}: SignInAgainPopupProps) {
  const t = useText();
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Dialog.Popup>
        <Dialog.Title>{t(words.title)}</Dialog.Title>
        <Dialog.Description>{t(words.text)}</Dialog.Description>
        <form
          onSubmit={onSubmit}
          aria-label={t(words.form)}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' })}
        >
          <Field.Root>
            <Field.Label>{t(words.email)}</Field.Label>
            <Input name="email" type="email" autoComplete="email" defaultValue={email} required />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t(words.password)}</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" required />
          </Field.Root>
          <Button type="submit" block loading={busy} loadingText={t(buttonLabels.signingIn)}>
            {t(buttonLabels.signIn)}
          </Button>
          {children}
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
