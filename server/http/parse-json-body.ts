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
  return result.output;
}
