import type { forgotPasswordMachine } from '@machines/recovery/forgot-password.machine';
import {
  selectForgotEmail,
  selectForgotFailure,
  selectIsSendingReset,
  selectResetSent,
} from '@machines/recovery/selectors';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { useSignInSelector } from '@/lib/app-actor';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import { AccountLinkLayout } from './account-link-layout';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';
import { FailureAlert } from './failure-alert';
import { recoveryTexts } from './recovery-texts';

type ForgotRef = ActorRefFrom<typeof forgotPasswordMachine>;
const texts = recoveryTexts.forgot;

/** /auth/forgot-password: the email, then the same answer whether or not an account has it. */
export default function ForgotPasswordPage() {
  const forgot = useSignInSelector(
    (snapshot) => snapshot.children.forgotPassword as ForgotRef | undefined,
    undefined,
  );
  const sending = useSelector(forgot, (s) => (s ? selectIsSendingReset(s) : false));
  const sent = useSelector(forgot, (s) => (s ? selectResetSent(s) : false));
  const email = useSelector(forgot, (s) => (s ? selectForgotEmail(s) : ''));
  const failure = useSelector(forgot, (s) => (s ? selectForgotFailure(s) : null));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    forgot?.send({ type: 'forgot.submitted', email: String(form.get('email') ?? '').trim() });
  }

  return (
    <AccountLinkLayout title={texts.title} lead={sent ? undefined : texts.lead}>
      {sent ? (
        <>
          <Alert.Root status="success">
            <Alert.Icon />
            <Alert.Content>
              <Alert.Title>{texts.sentTitle}</Alert.Title>
              <Alert.Description>{texts.sent}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {texts.sentTo(email)}
          </p>
          <p className={css({ color: 'fg.muted' })}>{texts.spamHint}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button
              variant="outline"
              loading={sending}
              loadingText={texts.sending}
              onClick={() => forgot?.send({ type: 'forgot.submitted', email })}
            >
              {texts.sendAgain}
            </Button>
            <Button variant="ghost" onClick={() => forgot?.send({ type: 'forgot.restarted' })}>
              {texts.otherAddress}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} className={formStack} aria-label={texts.formLabel}>
          <AuthField
            label={recoveryTexts.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
          />
          <div aria-live="polite">
            {failure && <FailureAlert title={texts.failedTitle}>{failure}</FailureAlert>}
          </div>
          <Button type="submit" loading={sending} loadingText={texts.sending} block>
            {texts.submit}
          </Button>
        </form>
      )}
    </AccountLinkLayout>
  );
}
