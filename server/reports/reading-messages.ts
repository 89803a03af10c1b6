import { english } from '../../i18n/english.ts';
import { defineMessages, type Message, withValues } from '../../i18n/message.ts';
import { verbatim } from '../../i18n/verbatim.ts';

/**
 * Why a report could not be read, as the patient reads it in their language. The engine
 * (server/report) and the queue write these reasons as English text, stored with a failed job;
 * the answer maps the text back to its catalogue message here, at the edge, so the engine's
 * worker threads keep passing plain strings. A reason not listed (a new one in the engine) is
 * shown in English, as it came, until it is added here (docs/i18n.md).
 */
export const readingFailures = defineMessages({
  imageUnreadable: {
    id: 'error.reading.imageUnreadable',
    defaultMessage: 'This image could not be read. Please upload a JPG or PNG photo of the report.',
  },
  imageTooLarge: {
    id: 'error.reading.imageTooLarge',
    defaultMessage:
      'This image is too large to read. Please upload a photo of at most 40 megapixels.',
  },
  pdfImageTooLarge: {
    id: 'error.reading.pdfImageTooLarge',
    defaultMessage:
      'This PDF holds an image too large to read. Please upload a smaller scan or a photo of the report.',
  },
  pngUnsupported: {
    id: 'error.reading.pngUnsupported',
    defaultMessage: 'This PNG format is not supported. Please upload a JPG photo.',
  },
  imageOverfull: {
    id: 'error.reading.imageOverfull',
    defaultMessage: 'This image holds more data than its size declares and cannot be read.',
  },
  pdfUnreadable: {
    id: 'error.reading.pdfUnreadable',
    defaultMessage: 'This PDF could not be read. It may be damaged or password-protected.',
  },
  tooManyPages: {
    id: 'error.reading.tooManyPages',
    defaultMessage: 'This report has {pages} pages; reports of up to {max} pages can be read.',
  },
  tooManyScannedPages: {
    id: 'error.reading.tooManyScannedPages',
    defaultMessage:
      'This scanned report has {pages} pages; scans of up to {max} pages can be read.',
  },
  noTextInPdf: {
    id: 'error.reading.noTextInPdf',
    defaultMessage: 'No text was found in this PDF. Please upload a clearer copy.',
  },
  noText: { id: 'error.reading.noText', defaultMessage: 'No text was found in this report.' },
  unreadable: { id: 'error.reading.unreadable', defaultMessage: 'The report could not be read.' },
  cancelled: { id: 'error.reading.cancelled', defaultMessage: 'Reading was cancelled.' },
  tooLong: {
    id: 'error.reading.tooLong',
    defaultMessage: 'Reading this report took too long. Please try a clearer copy.',
  },
  // The reader's own time limit (server/report/worker-pool.ts), beside the queue's (tooLong).
  tooLongForReader: {
    id: 'error.reading.tooLongForReader',
    defaultMessage: 'Reading this report took too long. Please upload a clearer or shorter file.',
  },
  notProcessed: {
    id: 'error.reading.notProcessed',
    defaultMessage: 'The report could not be processed. Please try again.',
  },
  fileGone: {
    id: 'error.reading.fileGone',
    defaultMessage: 'The uploaded file is no longer available. Please upload it again.',
  },
});

const byText = new Map(
  Object.values(readingFailures)
    .filter((message) => !message.defaultMessage.includes('{'))
    .map((message) => [english(message), message as Message]),
);

const withCounts: [RegExp, Message][] = [
  [
    /^This report has (\d+) pages; reports of up to (\d+) pages can be read\.$/,
    readingFailures.tooManyPages,
  ],
  [
    /^This scanned report has (\d+) pages; scans of up to (\d+) pages can be read\.$/,
    readingFailures.tooManyScannedPages,
  ],
];

/** The catalogue message of a stored reading failure. */
export function readingMessage(detail: string): Message {
  const known = byText.get(detail);
  if (known) return known;
  for (const [pattern, message] of withCounts) {
    const match = pattern.exec(detail);
    if (match) return withValues(message, { pages: Number(match[1]), max: Number(match[2]) });
  }
  return verbatim(detail);
}
