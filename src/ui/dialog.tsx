import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { defineMessage } from '@i18n/message';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';
import { CloseIcon } from './icons';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
const StyledClose = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Context = ArkDialog.Context;

const close = defineMessage({ id: 'ui.dialog.close', defaultMessage: 'Close' });

/** The corner X button; label it for its dialog ("Close"). */
export function CloseTrigger({ children, ...props }: ComponentProps<typeof StyledClose>) {
  const intl = useIntl();
  return (
    <StyledClose aria-label={intl.formatMessage(close)} {...props}>
      {children ?? <CloseIcon />}
    </StyledClose>
  );
}

/** Backdrop + positioned content in a portal: the usual way to show a dialog. */
export function Popup({ children, ...props }: ComponentProps<typeof Content>) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content {...props}>{children}</Content>
      </Positioner>
    </Portal>
  );
}
