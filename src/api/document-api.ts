import { clientFailure, clientFailures } from './api-error';
import { http } from './http';

/**
 * `GET /api/user/document`: the patient's own latest report file, saved by the browser. The
 * request carries the token, so a plain link cannot fetch it.
 */
export async function downloadDocument(): Promise<void> {
  let response: Response;
  try {
    response = await http.get('api/user/document');
  } catch {
    throw clientFailure(clientFailures.network);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'genetic-report';
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
