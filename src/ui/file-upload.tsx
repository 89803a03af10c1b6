import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { defineMessages } from '@i18n/message';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { fileUpload } from 'styled-system/recipes';
import { CloseIcon, FileIcon } from './icons';

const { withProvider, withContext } = createStyleContext(fileUpload);

/**
 * Pass `accept`, `maxFileSize` (bytes) and `capture="environment"` (phones open the rear camera)
 * on Root; read files with `onFileAccept` / `onFileReject`. Always render HiddenInput.
 */
const StyledRoot = withProvider(ArkFileUpload.Root, 'root');

const words = defineMessages({
  dropzone: { id: 'ui.fileUpload.dropzone', defaultMessage: 'dropzone' },
  preview: { id: 'ui.fileUpload.preview', defaultMessage: 'preview of {name}' },
  delete: { id: 'ui.fileUpload.delete', defaultMessage: 'delete file {name}' },
});

export function Root(props: ComponentProps<typeof StyledRoot>) {
  const intl = useIntl();
  return (
    <StyledRoot
      translations={{
        dropzone: intl.formatMessage(words.dropzone),
        itemPreview: (file) => intl.formatMessage(words.preview, { name: file.name }),
        deleteFile: (file) => intl.formatMessage(words.delete, { name: file.name }),
      }}
      {...props}
    />
  );
}
export const Label = withContext(ArkFileUpload.Label, 'label');
const StyledDropzone = withContext(ArkFileUpload.Dropzone, 'dropzone');
/** Use `asChild` with a Button: `<FileUpload.Trigger asChild><Button>Browse files</Button>`. */
export const Trigger = ArkFileUpload.Trigger;
export const HiddenInput = ArkFileUpload.HiddenInput;
export const ItemGroup = withContext(ArkFileUpload.ItemGroup, 'itemGroup');
export const Item = withContext(ArkFileUpload.Item, 'item');
export const ItemName = withContext(ArkFileUpload.ItemName, 'itemName');
const StyledPreview = withContext(ArkFileUpload.ItemPreview, 'itemPreview');
const StyledDelete = withContext(ArkFileUpload.ItemDeleteTrigger, 'itemDeleteTrigger');
export const Context = ArkFileUpload.Context;

export function ItemPreview({
  children,
  type = '.*',
  ...props
}: ComponentProps<typeof StyledPreview>) {
  return (
    <StyledPreview type={type} {...props}>
      {children ?? <FileIcon />}
    </StyledPreview>
  );
}

/** Named "Remove <file name>" by the caller via aria-label. */
export function ItemDeleteTrigger({ children, ...props }: ComponentProps<typeof StyledDelete>) {
  return <StyledDelete {...props}>{children ?? <CloseIcon />}</StyledDelete>;
}

/**
 * Drag-and-drop target. Clicking it does not open the picker (a button inside a button is not
 * accessible): keyboard and pointer users use the Trigger ("Browse files") inside it.
 */
export function Dropzone(props: ComponentProps<typeof StyledDropzone>) {
  return <StyledDropzone disableClick role="group" {...props} />;
}
