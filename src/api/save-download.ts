import { clientFailure, clientFailures } from './api-error';
import { http } from './http';

/**
 * Fetches a file the patient owns (the request carries the token, so a plain link cannot) and
 * has the browser save it under the name the server gives, or `fallbackName`.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await http.get(path);
  } catch {
    throw clientFailure(clientFailures.network);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
