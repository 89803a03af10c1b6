import type { Message } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';
import { reportRemovalTexts } from './report-removal-texts';

interface DeleteReportDialogProps {
  /** Step 4's "No", or the report page's Delete: their own words. */
  place: 'onboarding' | 'dashboard';
  deleting?: boolean;
  failure?: Message | null;
  onKeep(): void;
  onConfirm(): void;
}

/**
 * Asked before anything deletes a stored report. Keeping it is first and takes the focus, so
 * Enter never deletes.
 */
export function DeleteReportDialog({
  place,
  deleting = false,
  failure = null,
  onKeep,
  onConfirm,
}: DeleteReportDialogProps) {
  const t = useText();
  const texts = reportRemovalTexts[place];
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !deleting) onKeep();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>{t(texts.title)}</Dialog.Title>
        <Dialog.Description>{t(texts.description)}</Dialog.Description>
        {failure && (
          <Alert.Root status="error" className={css({ mt: '4' })}>
            <Alert.Content>
              <Alert.Title>{t(reportRemovalTexts.failedTitle)}</Alert.Title>
              <Alert.Description>{t(failure)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            justifyContent: 'flex-end',
            mt: '5',
          })}
        >
          <Button variant="outline" onClick={onKeep} disabled={deleting} autoFocus>
            {t(texts.keep)}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            loading={deleting}
            loadingText={t(reportRemovalTexts.deleting)}
          >
            {t(texts.confirm)}
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
