import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Aborts when the client goes away before the answer is sent (a patient's Cancel closes the
 * connection). The request's own signal is not enough: @hono/node-server only aborts it in some
 * cases, so the Node response's `close` without headers sent counts too.
 */
export function requestCancelled(c: Context): AbortSignal {
  const gone = new AbortController();
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  outgoing?.once('close', () => {
    if (!outgoing.headersSent) gone.abort(new Error('The client closed the connection'));
  });
  return AbortSignal.any([c.req.raw.signal, gone.signal]);
}

/**
 * Whether the client went away, asked after a turn of the event loop: the embedded database
 * answers through promises alone, so work on it can finish before the connection's close is
 * even read, and a Cancel just after the upload arrived would go unnoticed.
 */
export async function clientGone(signal: AbortSignal): Promise<boolean> {
  for (let turn = 0; turn < 2 && !signal.aborted; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return signal.aborted;
}
