import { PASSWORD_MIN_LENGTH } from '@contract/registration';
import { selectResetPasswordActor } from '@machines/app/selectors';
import type { resetPasswordMachine } from '@machines/recovery/reset-password.machine';
import {
  selectIsSavingPassword,
  selectResetFailure,
  selectResetLinkRefused,
} from '@machines/recovery/selectors';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { renderMachineLink } from '@/components/machine-link';
import { AppActorContext } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { textLink } from '@/ui/text-link';
import { AccountLinkLayout } from './account-link-layout';
import { AuthField } from './auth-field';
import { formStack } from './auth-styles';
import { FailureAlert } from './failure-alert';
import { useNoReferrer } from './no-referrer';
import { recoveryTexts } from './recovery-texts';

type ResetRef = ActorRefFrom<typeof resetPasswordMachine>;
const texts = recoveryTexts.reset;

/** /auth/reset-password#token=...: the new password twice, with the rules of registration. */
export default function ResetPasswordPage() {
  const t = useText();
  useNoReferrer();
  const reset = AppActorContext.useSelector(selectResetPasswordActor) as ResetRef | undefined;
  const saving = useSelector(reset, (s) => (s ? selectIsSavingPassword(s) : false));
  const refused = useSelector(reset, (s) => (s ? selectResetLinkRefused(s) : false));
  const failure = useSelector(reset, (s) => (s ? selectResetFailure(s) : null));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    reset?.send({
      type: 'reset.submitted',
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    });
  }

  if (refused) {
    return (
      <AccountLinkLayout title={t(texts.title)}>
        <FailureAlert title={t(texts.refusedTitle)}>{failure && t(failure)}</FailureAlert>
        <p>
          {renderMachineLink({
            to: '/auth/forgot-password',
            className: textLink,
            children: t(texts.askAgain),
          })}
        </p>
      </AccountLinkLayout>
    );
  }
  return (
    <AccountLinkLayout title={t(texts.title)} lead={t(texts.lead)}>
      <form onSubmit={submit} className={formStack} aria-label={t(texts.formLabel)}>
        <AuthField
          label={t(texts.password)}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          helper={t(texts.passwordHelper)}
        />
        <AuthField
          label={t(texts.confirm)}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <div aria-live="polite">
          {failure && (
            <FailureAlert title={t(texts.failedTitle)}>{failure && t(failure)}</FailureAlert>
          )}
        </div>
        <Button type="submit" loading={saving} loadingText={t(texts.saving)} block>
          {t(texts.submit)}
        </Button>
      </form>
    </AccountLinkLayout>
  );
}
