import { selectConfirmEmailActor } from '@machines/app/selectors';
import type { confirmEmailMachine } from '@machines/email/confirm-email.machine';
import { selectConfirmFailure, selectConfirmView } from '@machines/email/selectors';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import { renderMachineLink } from '@/components/machine-link';
import { AppActorContext } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { AccountLinkLayout } from './account-link-layout';
import { FailureAlert } from './failure-alert';
import { useNoReferrer } from './no-referrer';
import { recoveryTexts } from './recovery-texts';

type ConfirmRef = ActorRefFrom<typeof confirmEmailMachine>;
const texts = recoveryTexts.confirm;
const continueButton = css({ alignSelf: 'flex-start' });

/** /auth/confirm-email#token=...: the address is confirmed at once, signed in or not. */
export default function ConfirmEmailPage() {
  const t = useText();
  useNoReferrer();
  const confirm = AppActorContext.useSelector(selectConfirmEmailActor) as ConfirmRef | undefined;
  const view = useSelector(confirm, (s) => (s ? selectConfirmView(s) : 'confirming'));
  const failure = useSelector(confirm, (s) => (s ? selectConfirmFailure(s) : null));

  if (view === 'failed') {
    return (
      <AccountLinkLayout title={t(texts.failedTitle)}>
        <FailureAlert>{failure && t(failure)}</FailureAlert>
        <p className={css({ color: 'fg.muted' })}>{t(texts.failedHint)}</p>
        {renderMachineLink({
          to: '/auth',
          className: cx(button({ variant: 'solid' }), continueButton),
          children: t(texts.continue),
        })}
      </AccountLinkLayout>
    );
  }
  if (view === 'unreachable') {
    return (
      <AccountLinkLayout title={t(texts.confirmingTitle)}>
        <FailureAlert title={t(texts.unreachableTitle)}>{t(texts.unreachableHint)}</FailureAlert>
        <Button
          className={continueButton}
          onClick={() => confirm?.send({ type: 'confirm.retried' })}
        >
          {t(texts.tryAgain)}
        </Button>
      </AccountLinkLayout>
    );
  }
  return (
    <AccountLinkLayout title={t(texts.confirmingTitle)}>
      <p
        role="status"
        className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })}
      >
        <Spinner size="sm" />
        {t(texts.confirming)}
      </p>
    </AccountLinkLayout>
  );
}
