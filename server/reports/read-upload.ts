import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES, type ReportMediaType } from '../../contract/report.ts';
import { defineMessages } from '../../i18n/message.ts';
import { HttpError } from '../http/http-error.ts';
import { boundaryOf, type MultipartPart, parseMultipart } from '../http/multipart.ts';
import { readBodyWithin } from '../http/read-body.ts';
import { LIMITS } from '../report/types.ts';
import { declaredPixels } from './declared-image-size.ts';

const uploadErrors = defineMessages({
  tooLarge: {
    id: 'error.upload.tooLarge',
    defaultMessage: 'The file is larger than 10 MB. Please upload a smaller file.',
  },
  notMultipart: {
    id: 'error.upload.notMultipart',
    defaultMessage: 'Send the report as multipart/form-data with a field named "file"',
  },
  unreadableForm: {
    id: 'error.upload.unreadableForm',
    defaultMessage: 'The upload could not be read as multipart/form-data',
  },
  noFile: { id: 'error.upload.noFile', defaultMessage: 'file is required' },
  empty: { id: 'error.upload.empty', defaultMessage: 'The file is empty' },
  imageTooLarge: {
    id: 'error.upload.imageTooLarge',
    defaultMessage:
      'This image is too large to read. Please upload a photo of at most 40 megapixels.',
  },
  wrongType: {
    id: 'error.upload.wrongType',
    defaultMessage: 'Only PDF, JPEG and PNG files can be processed',
  },
});
export const TOO_LARGE = uploadErrors.tooLarge;
// Multipart framing around a file at the limit stays far below this.
const MULTIPART_OVERHEAD = 64 * 1024;
const DRAIN_BYTES = 32 * 1024 * 1024;
const MEDIA_TYPES: ReportMediaType[] = ['application/pdf', 'image/jpeg', 'image/png'];

export interface Upload {
  bytes: Uint8Array;
  mediaType: ReportMediaType;
  /** The client's file name without control characters; kept for the record, never a path. */
  fileName: string;
}

/** The `file` field of a multipart upload, typed by its content: 413, 415 or 422 otherwise. */
export async function readUpload(c: Context): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new HttpError(415, uploadErrors.notMultipart);
  }
  const body = await readBodyWithin(
    c,
    { maxBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, drainBytes: DRAIN_BYTES },
    TOO_LARGE,
  );
  let parts: MultipartPart[];
  try {
    parts = parseMultipart(body, boundaryOf(contentType) ?? '');
  } catch {
    throw new HttpError(400, uploadErrors.unreadableForm);
  }
  const file = parts.find((part) => part.name === 'file' && part.fileName !== null);
  if (!file) throw new HttpError(422, uploadErrors.noFile);
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
  if (file.bytes.byteLength === 0) throw new HttpError(422, uploadErrors.empty);
  const { bytes } = file;
  const mediaType = (await fileTypeFromBuffer(bytes))?.mime as ReportMediaType | undefined;
  if (!mediaType || !MEDIA_TYPES.includes(mediaType)) {
    throw new HttpError(415, uploadErrors.wrongType);
  }
  if ((declaredPixels(bytes, mediaType) ?? 0) > LIMITS.maxImagePixels) {
    throw new HttpError(422, uploadErrors.imageTooLarge);
  }
  const fileName =
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    (file.fileName ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'report';
  return { bytes, mediaType, fileName };
}
