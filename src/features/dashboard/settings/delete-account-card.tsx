import { defineMessages } from '@i18n/message';
import { lazy, Suspense } from 'react';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';

// Ark's dialog loads only when the patient asks to delete.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

export interface DeleteAccountCardProps {
  confirming: boolean;
  deleting: boolean;
  failure: string | null;
  onRequest(): void;
  onCancel(): void;
  onConfirm(): void;
}

const words = defineMessages({
  title: { id: 'settings.delete.title', defaultMessage: 'Delete account' },
  text: {
    id: 'settings.delete.text',
    defaultMessage:
      'Deletes your account, your answers, your genetic reports and your sign-in for good.',
  },
  button: { id: 'settings.delete.button', defaultMessage: 'Delete my account' },
});

/** Deleting the account: only after a dialog that says what goes. */
export function DeleteAccountCard({ confirming, onRequest, ...dialog }: DeleteAccountCardProps) {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(words.title)}</Card.Title>
        <Card.Description>{t(words.text)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <div>
          <Button variant="outline" onClick={onRequest}>
            {t(words.button)}
          </Button>
        </div>
        {confirming && (
          <Suspense fallback={null}>
            <DeleteAccountDialog {...dialog} />
          </Suspense>
        )}
      </Card.Body>
    </Card.Root>
  );
}
