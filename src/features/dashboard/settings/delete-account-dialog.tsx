import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';

interface DeleteAccountDialogProps {
  deleting: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(): void;
}

const words = defineMessages({
  title: { id: 'settings.deleteDialog.title', defaultMessage: 'Delete your account?' },
  text: {
    id: 'settings.deleteDialog.text',
    defaultMessage:
      'Your profile, your answers, your genetic reports and their files will be deleted, and you will be signed out everywhere. This cannot be undone.',
  },
  failed: { id: 'settings.deleteDialog.failed', defaultMessage: 'Your account was not deleted' },
  cancel: { id: 'settings.deleteDialog.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'settings.deleteDialog.deleting', defaultMessage: 'Deleting...' },
  confirm: { id: 'settings.deleteDialog.confirm', defaultMessage: 'Delete everything' },
});

/** "Delete your account?": Cancel is first and takes the focus, so Enter never deletes. */
export default function DeleteAccountDialog({
  deleting,
  failure,
  onCancel,
  onConfirm,
}: DeleteAccountDialogProps) {
  const t = useText();
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !deleting) onCancel();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>{t(words.title)}</Dialog.Title>
        <Dialog.Description>{t(words.text)}</Dialog.Description>
        {failure && (
          <Alert.Root status="error" className={css({ mt: '4' })}>
            <Alert.Content>
              <Alert.Title>{t(words.failed)}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '5' })}>
          <Button variant="outline" onClick={onCancel} disabled={deleting} autoFocus>
            {t(words.cancel)}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            loading={deleting}
            loadingText={t(words.deleting)}
          >
            {t(words.confirm)}
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
