import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import * as Dialog from '@/ui/dialog';

const texts = defineMessages({
  title: { id: 'profile.leave.title', defaultMessage: 'Leave without saving?' },
  description: {
    id: 'profile.leave.description',
    defaultMessage: 'Your changes to {section} are not saved. If you leave now, they are lost.',
  },
  stay: { id: 'profile.leave.stay', defaultMessage: 'Keep editing' },
  leave: { id: 'profile.leave.leave', defaultMessage: 'Leave without saving' },
});

interface LeaveUnsavedDialogProps {
  /** The section's title, in lower case ("medical history"). */
  section: string;
  onStay(): void;
  onLeave(): void;
}

/** Asked when the patient goes to another page with a Profile section unsaved (as onboarding asks on leaving the page). "Keep editing" takes the focus, so Enter never drops the answers. */
export function LeaveUnsavedDialog({ section, onStay, onLeave }: LeaveUnsavedDialogProps) {
  const t = useText();
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
    >
      <Dialog.Popup>
        <Dialog.Title>{t(texts.title)}</Dialog.Title>
        <Dialog.Description>{t(texts.description, { section })}</Dialog.Description>
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
            {t(texts.stay)}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {t(texts.leave)}
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
