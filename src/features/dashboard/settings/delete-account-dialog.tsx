import { css } from 'styled-system/css';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';

interface DeleteAccountDialogProps {
  deleting: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/** "Delete your account?": Cancel is first and takes the focus, so Enter never deletes. */
export default function DeleteAccountDialog({
  deleting,
  failure,
  onCancel,
  onConfirm,
}: DeleteAccountDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !deleting) onCancel();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>Delete your account?</Dialog.Title>
        <Dialog.Description>
          Your profile, your answers, your genetic reports and their files will be deleted, and you
          will be signed out everywhere. This cannot be undone.
        </Dialog.Description>
        {failure && (
          <Alert.Root status="error" className={css({ mt: '4' })}>
            <Alert.Content>
              <Alert.Title>Your account was not deleted</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '5' })}>
          <Button variant="outline" onClick={onCancel} disabled={deleting} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting} loadingText="Deleting...">
            Delete everything
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
