import { defineMessage } from '@i18n/message';
import type { uploadMachine } from '@machines/upload/upload.machine';
import type { ActorRefFrom } from 'xstate';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui';

/** "Cancel" while a report is on its way: the server is told to drop it, nothing is kept. */
const cancel = defineMessage({ id: 'upload.cancel', defaultMessage: 'Cancel' });

export function CancelUploadButton({ upload }: { upload: ActorRefFrom<typeof uploadMachine> }) {
  const t = useText();
  return (
    <Button variant="outline" size="sm" onClick={() => upload.send({ type: 'upload.cancelled' })}>
      {t(cancel)}
    </Button>
  );
}
