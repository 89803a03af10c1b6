import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './http-error.ts';

/** Turns the first valibot issue into one readable sentence naming the field. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request body';
  const field = v.getDotPath(issue);
  if (issue.kind === 'schema' && issue.received === 'undefined' && field) {
    return `${field} is required`;
  }
  return issue.message;
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Send a JSON body with Content-Type: application/json');
  }
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
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
    throw new HttpError(422, 'The request body must be a JSON object');
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
    throw new HttpError(422, `${nul} must not contain NUL characters`, {}, nul.split(/[.[]/)[0]);
  }
  return result.output;
}
