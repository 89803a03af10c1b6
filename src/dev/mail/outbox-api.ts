/** What `/api/dev/mail` answers (server/mail/dev-outbox-routes.ts, `npm run dev` only). */
export interface OutboxEntry {
  id: string;
  subject: string;
  to: string;
  date: string | null;
}

export interface OutboxMessage extends OutboxEntry {
  from: string;
  text: string;
  html: string | null;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const listOutbox = () => json<{ folder: string; messages: OutboxEntry[] }>('/api/dev/mail');
export const readOutboxMessage = (id: string) =>
  json<OutboxMessage>(`/api/dev/mail/${encodeURIComponent(id)}`);
