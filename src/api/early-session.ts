/**
 * The `GET /auth/me` the page's inline loader started with the app's modules behind a
 * prerendered signed-in frame (server/http/inline-scripts.ts, `herdEarlySession`): taken once,
 * by the first session check. Null when there is none, or when it failed: the caller then asks.
 */
export async function takeEarlySessionAnswer(): Promise<Response | null> {
  const holder = window as { herdEarlySession?: Promise<Response | null> };
  const answer = holder.herdEarlySession;
  if (!answer) return null;
  delete holder.herdEarlySession;
  const response = await answer;
  return response?.ok ? response : null;
}
