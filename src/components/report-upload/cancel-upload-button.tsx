import type { uploadMachine } from '@machines/upload/upload.machine';
import type { ActorRefFrom } from 'xstate';
import { Button } from '@/ui';

/** "Cancel" while a report is on its way: the server is told to drop it, nothing is kept. */
export function CancelUploadButton({ upload }: { upload: ActorRefFrom<typeof uploadMachine> }) {
  return (
    <Button variant="outline" size="sm" onClick={() => upload.send({ type: 'upload.cancelled' })}>
      Cancel
    </Button>
  );
}
