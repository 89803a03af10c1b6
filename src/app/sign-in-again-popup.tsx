import { defineMessages } from '@i18n/message';
import { selectIsRenewingSession, selectProfile } from '@machines/app/selectors';
import { buttonLabels } from '@machines/sign-in/selectors';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { AppActorContext } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';
import * as Field from '@/ui/field';
import { Input } from '@/ui/input';

const words = defineMessages({
  title: { id: 'app.signInAgain.title', defaultMessage: 'Please sign in again' },
  text: {
    id: 'app.signInAgain.text',
    defaultMessage: 'Your session has ended. Sign in to finish saving what you entered.',
  },
  form: { id: 'app.signInAgain.form', defaultMessage: 'Sign in again' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  keepAnswers: {
    id: 'app.signInAgain.keepAnswers',
    defaultMessage: 'Your answers stay on this page while you sign in.',
  },
});

/** The dialog itself: it cannot be dismissed, only answered, because the save waits for it. */
export default function SignInAgainPopup() {
  const t = useText();
  const app = AppActorContext.useActorRef();
  const busy = AppActorContext.useSelector(selectIsRenewingSession);
  const email = AppActorContext.useSelector((s) => selectProfile(s)?.email ?? '');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    app.send({
      type: 'session.reauth.submitted',
      email: String(form.get('email') ?? email),
      password: String(form.get('password') ?? ''),
    });
  };
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
          <Button
            variant="outline"
            block
            disabled={busy}
            onClick={() => app.send({ type: 'session.reauth.google' })}
          >
            {t(buttonLabels.google)}
          </Button>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(words.keepAnswers)}</p>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
