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
import { useText } from '@/lib/i18n/use-text';
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
  const t = useText();
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
    <AccountLinkLayout title={t(texts.title)} lead={sent ? undefined : t(texts.lead)}>
      {sent ? (
        <>
          <Alert.Root status="success">
            <Alert.Icon />
            <Alert.Content>
              <Alert.Title>{t(texts.sentTitle)}</Alert.Title>
              <Alert.Description>{t(texts.sent)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {t(texts.sentTo, { email })}
          </p>
          <p className={css({ color: 'fg.muted' })}>{t(texts.spamHint)}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button
              variant="outline"
              loading={sending}
              loadingText={t(texts.sending)}
              onClick={() => forgot?.send({ type: 'forgot.submitted', email })}
            >
              {t(texts.sendAgain)}
            </Button>
            <Button variant="ghost" onClick={() => forgot?.send({ type: 'forgot.restarted' })}>
              {t(texts.otherAddress)}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} className={formStack} aria-label={t(texts.formLabel)}>
          <AuthField
            label={t(recoveryTexts.emailLabel)}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
          />
          <div aria-live="polite">
            {failure && (
              <FailureAlert title={t(texts.failedTitle)}>{failure && t(failure)}</FailureAlert>
            )}
          </div>
          <Button type="submit" loading={sending} loadingText={t(texts.sending)} block>
            {t(texts.submit)}
          </Button>
        </form>
      )}
    </AccountLinkLayout>
  );
}
