import type { emailReminderMachine } from '@machines/email/email-reminder.machine';
import {
  selectIsResending,
  selectNeedsConfirmation,
  selectResendAnswer,
  selectResendFailure,
} from '@machines/email/selectors';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import { accountSecurityTexts } from './account-security-texts';

type ReminderRef = ActorRefFrom<typeof emailReminderMachine>;
const texts = accountSecurityTexts.reminder;

/**
 * "Confirm your email" with "Send again", until the address is confirmed; nothing once it is.
 * Shown on the dashboard's home and in Settings; it never blocks anything.
 */
export function EmailReminderCard({ reminder, email }: { reminder?: ReminderRef; email: string }) {
  const needed = useSelector(reminder, (s) => (s ? selectNeedsConfirmation(s) : false));
  const sending = useSelector(reminder, (s) => (s ? selectIsResending(s) : false));
  const answer = useSelector(reminder, (s) => (s ? selectResendAnswer(s) : null));
  const failure = useSelector(reminder, (s) => (s ? selectResendFailure(s) : null));
  const t = useText();
  if (!needed) return null;
  return (
    <Alert.Root status="info" className={css({ gridColumn: '1 / -1' })}>
      <Alert.Icon />
      <Alert.Content className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Alert.Title>{t(texts.title)}</Alert.Title>
        <Alert.Description className={css({ overflowWrap: 'anywhere' })}>
          {t(texts.text, { email })}
        </Alert.Description>
        <div aria-live="polite">
          {answer && <p className={css({ fontWeight: 'medium' })}>{t(answer)}</p>}
          {failure && (
            <p className={css({ color: 'danger.text' })}>{t(texts.failed, { reason: failure })}</p>
          )}
        </div>
        <div>
          <Button
            variant="outline"
            size="sm"
            loading={sending}
            loadingText={t(texts.sending)}
            onClick={() => reminder?.send({ type: 'confirmation.resend' })}
          >
            {t(texts.sendAgain)}
          </Button>
        </div>
      </Alert.Content>
    </Alert.Root>
  );
}
