import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES, type ReportMediaType } from '../../contract/report.ts';
import { HttpError } from '../http/http-error.ts';
import { readBodyWithin } from '../http/read-body.ts';
import { defineMessages } from '../../i18n/message.ts';

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
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, uploadErrors.unreadableForm);
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new HttpError(422, uploadErrors.noFile);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
  if (file.size === 0) throw new HttpError(422, uploadErrors.empty);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = (await fileTypeFromBuffer(bytes))?.mime as ReportMediaType | undefined;
  if (!mediaType || !MEDIA_TYPES.includes(mediaType)) {
    throw new HttpError(415, uploadErrors.wrongType);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const fileName = file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'report';
  return { bytes, mediaType, fileName };
}
