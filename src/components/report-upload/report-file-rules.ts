import { defineMessages, type Message } from '@i18n/message';

/** The report types the server can read (checked again there by content). */
export const reportMediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const reportAccept = [...reportMediaTypes, '.pdf', '.jpg', '.jpeg', '.png'];
export const maxReportBytes = 10 * 1024 * 1024;

const fileProblems = defineMessages({
  type: {
    id: 'upload.file.type',
    defaultMessage: 'This file type is not supported. Please choose a PDF, JPG or PNG file.',
  },
  size: {
    id: 'upload.file.size',
    defaultMessage: 'This file is larger than 10MB. Please choose a smaller file.',
  },
  empty: {
    id: 'upload.file.empty',
    defaultMessage: 'This file is empty. Please choose another file.',
  },
  oneFile: { id: 'upload.file.oneFile', defaultMessage: 'Please choose one file.' },
});

export const chooseOneFile = fileProblems.oneFile;

const extensionPattern = /\.(pdf|jpe?g|png)$/i;

interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why a chosen file cannot be sent, or null when it can. Checked before any upload starts. */
export function reportFileProblem(file: FileFacts): Message | null {
  const knownType = (reportMediaTypes as readonly string[]).includes(file.type);
  // Some drag sources leave the type empty: fall back to the file name.
  if (!knownType && !(file.type === '' && extensionPattern.test(file.name))) {
    return fileProblems.type;
  }
  if (file.size > maxReportBytes) return fileProblems.size;
  if (file.size === 0) return fileProblems.empty;
  return null;
}
