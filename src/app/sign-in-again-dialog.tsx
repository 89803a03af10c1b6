import { defineMessages } from '@i18n/message';
import {
  selectIsRenewingSession,
  selectNeedsSignInAgain,
  selectProfile,
} from '@machines/app/selectors';
import { buttonLabels } from '@machines/sign-in/selectors';
import { type FormEvent, lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { AppActorContext } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';

// Ark's dialog (focus trap, portal) loads only when a session actually ends mid-task.
const SignInAgainPopup = lazy(() => import('./sign-in-again-popup'));

/**
 * The session ended while the patient was saving: "Please sign in again" over the page, so what
 * they typed stays on screen and the interrupted save goes on after signing in.
 */
const words = defineMessages({
  keepAnswers: {
    id: 'app.signInAgain.keepAnswers',
    defaultMessage: 'Your answers stay on this page while you sign in.',
  },
});

export function SignInAgainDialog() {
  const t = useText();
  const app = AppActorContext.useActorRef();
  const open = AppActorContext.useSelector(selectNeedsSignInAgain);
  const busy = AppActorContext.useSelector(selectIsRenewingSession);
  const email = AppActorContext.useSelector((s) => selectProfile(s)?.email ?? '');
  if (!open) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    app.send({
      type: 'session.reauth.submitted',
      email: String(form.get('email') ?? email),
      password: String(form.get('password') ?? ''),
    });
  };

  return (
    <Suspense fallback={null}>
      <SignInAgainPopup email={email} onSubmit={submit} busy={busy}>
        <Button
          variant="outline"
          block
          disabled={busy}
          onClick={() => app.send({ type: 'session.reauth.google' })}
        >
          {t(buttonLabels.google)}
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(words.keepAnswers)}</p>
      </SignInAgainPopup>
    </Suspense>
  );
}
