import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { type Operation, operations } from './operations.ts';

type JsonObject = Record<string, unknown>;

// Custom checks (real dates, "not only whitespace") have no JSON Schema form; they are
// enforced by the server and described in each message instead.
const schema = (value: GenericSchema) => toJsonSchema(value, { errorMode: 'ignore' }) as JsonObject;

/** `{name}` segments of the path, query parameters, and the request headers the operation honours. */
function parameters(op: Operation): { parameters?: JsonObject[] } {
  const list: JsonObject[] = [
    ...[...op.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...Object.entries(op.query ?? {}).map(([name, { description, values }]) => ({
      name,
      in: 'query',
      required: true,
      description,
      schema: { type: 'string', enum: [...values] },
    })),
    ...Object.entries(op.queryParameters ?? {}).map(([name, { description, required }]) => ({
      name,
      in: 'query',
      required,
      description,
      schema: { type: 'string' },
    })),
    ...Object.entries(op.requestHeaders ?? {}).map(([name, description]) => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string' },
    })),
  ];
  return list.length > 0 ? { parameters: list } : {};
}

export function buildOpenApi(version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const op of operations) {
    const responses: JsonObject = {};
    for (const [status, response] of Object.entries(op.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([name, description]) => [
                  name,
                  { description, schema: { type: 'string' } },
                ]),
              ),
            }
          : {}),
        ...(response.schema
          ? { content: { 'application/json': { schema: schema(response.schema) } } }
          : response.contentType
            ? {
                content: {
                  [response.contentType]: { schema: { type: 'string', format: 'binary' } },
                },
              }
            : {}),
      };
    }
    const request = op.request;
    const requestBody = request
      ? {
          required: true,
          content: {
            [request.contentType]: {
              schema: request.schema
                ? schema(request.schema)
                : {
                    type: 'object',
                    required: ['file'],
                    properties: { file: { type: 'string', format: 'binary' } },
                  },
            },
          },
        }
      : undefined;
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, JsonObject>)[op.method] = {
      summary: op.summary,
      ...(op.authenticated ? { security: [{ bearer: [] }] } : {}),
      ...parameters(op),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'herd Health API',
      version,
      description: 'Every error answers `{ "detail": "..." }` with its HTTP status.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
