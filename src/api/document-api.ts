import { saveDownload } from './save-download';

/** `GET /api/user/document`: the patient's own latest report file, saved by the browser. */
export function downloadDocument(): Promise<void> {
  return saveDownload('api/user/document', 'genetic-report');
}
