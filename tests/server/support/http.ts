import { randomUUID } from 'node:crypto';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export function detailOf(response: ApiResponse): string {
  const body = response.body as { detail?: unknown } | null;
  if (typeof body?.detail !== 'string') {
    throw new Error(
      `expected {detail} in a ${response.status} answer, got: ${response.text.slice(0, 200)}`,
    );
  }
  return body.detail;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID()}@example.com`;

export interface TestUser {
  token: string;
  email: string;
  password: string;
  name: string;
}

export async function registerUser(baseUrl: string, name = 'Test Patient'): Promise<TestUser> {
  const user = { name, email: uniqueEmail(), password: `pw-${randomUUID()}` };
  const response = await call(baseUrl, 'POST', '/auth/register', { json: user });
  if (response.status !== 201) {
    throw new Error(`register answered ${response.status}: ${response.text}`);
  }
  return { ...user, token: (response.body as { access_token: string }).access_token };
}

export function uploadForm(bytes: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
