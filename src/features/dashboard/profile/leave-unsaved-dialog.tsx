import { css } from 'styled-system/css';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';

const texts = {
  title: 'Leave without saving?',
  description: (section: string) =>
    `Your changes to ${section} are not saved. If you leave now, they are lost.`,
  stay: 'Keep editing',
  leave: 'Leave without saving',
} as const;

interface LeaveUnsavedDialogProps {
  /** The section's title, in lower case ("medical history"). */
  section: string;
  onStay(): void;
  onLeave(): void;
}

/** Asked when the patient goes to another page with a Profile section unsaved (as onboarding asks on leaving the page). "Keep editing" takes the focus, so Enter never drops the answers. */
export function LeaveUnsavedDialog({ section, onStay, onLeave }: LeaveUnsavedDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>{texts.title}</Dialog.Title>
        <Dialog.Description>{texts.description(section)}</Dialog.Description>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            justifyContent: 'flex-end',
            mt: '5',
          })}
        >
          <Button variant="outline" onClick={onStay} autoFocus>
            {texts.stay}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {texts.leave}
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
