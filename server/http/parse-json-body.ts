import type { Context } from 'hono';
import * as v from 'valibot';
import { messageOfIssue } from '../../contract/issue-message.ts';
import { type Message, withValues } from '../../i18n/message.ts';
import { requestErrors } from './error-messages.ts';
import { HttpError } from './http-error.ts';

/**
 * The first valibot issue as one message naming the field (the contract's rules write catalogue
 * messages into their issues).
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): Message {
  const issue = issues[0];
  if (!issue) return requestErrors.invalidBody;
  const field = v.getDotPath(issue);
  if (issue.kind === 'schema' && issue.received === 'undefined' && field) {
    return withValues(requestErrors.fieldRequired, { field });
  }
  return messageOfIssue(issue.message);
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, requestErrors.notJson);
  }
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, requestErrors.invalidJson);
  }
}

/**
 * The path of the first string holding a NUL character, anywhere in the body. PostgreSQL text
 * cannot store NUL, so such a value would fail at the database instead of as a clear 422.
 */
function pathOfNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(
      child,
      Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
    );
    if (found) return found;
  }
  return null;
}

/** Parses and validates a JSON body: 400 when it is not JSON, 422 when a field is wrong. */
export async function parseJsonBody<Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(422, requestErrors.notObject);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const field = result.issues[0]?.path?.[0]?.key;
    throw new HttpError(
      422,
      describeIssues(result.issues),
      {},
      typeof field === 'string' ? field : undefined,
    );
  }
  // After the schema, whose messages name the field in the patient's words; this catches the
  // strings no schema rule looks at (names, emails, passwords).
  const nul = pathOfNul(body, '');
  if (nul) {
    throw new HttpError(
      422,
      withValues(requestErrors.nulCharacter, { field: nul }),
      {},
      nul.split(/[.[]/)[0],
    );
  }
  return result.output;
}
