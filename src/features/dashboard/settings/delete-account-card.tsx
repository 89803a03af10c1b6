import { lazy, Suspense } from 'react';
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

/** Deleting the account: only after a dialog that says what goes. */
export function DeleteAccountCard({ confirming, onRequest, ...dialog }: DeleteAccountCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Delete account</Card.Title>
        <Card.Description>
          Deletes your account, your answers, your genetic reports and your sign-in for good.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <div>
          <Button variant="outline" onClick={onRequest}>
            Delete my account
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
