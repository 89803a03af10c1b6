import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would undo Content-Encoding). */
  body: Buffer;
}

/**
 * A request whose answer is read as sent, so tests can see the encoding the server chose. The
 * path goes out exactly as given (no URL normalisation of `..`).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  const rawPath = url.replace(/^https?:\/\/[^/]+/, '') || '/';
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
