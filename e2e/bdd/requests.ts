import type { Page, Route } from '@playwright/test';

/**
 * Requests named in a step, as "METHOD /path" or "/path" (any method); `*` in the path stands
 * for one segment. The browser's own requests are routed only where the real server cannot
 * produce the answer on demand (docs/qa.md, "What the steps do").
 */
export interface NamedRequest {
  method: string | null;
  glob: string;
}

export function namedRequest(text: string): NamedRequest {
  const match = /^(?:([A-Z]+)\s+)?(\/\S*)$/.exec(text.trim());
  if (!match?.[2]) throw new Error(`"${text}" names no request: write "METHOD /path" or "/path"`);
  return { method: match[1] ?? null, glob: `**${match[2]}` };
}

/** Runs `handle` for the named request's method, passing any other method on. */
export async function routeNamed(
  page: Page,
  text: string,
  handle: (route: Route) => Promise<void> | void,
  times?: number,
): Promise<void> {
  const { method, glob } = namedRequest(text);
  await page.route(
    glob,
    (route) => (method && route.request().method() !== method ? route.fallback() : handle(route)),
    times ? { times } : undefined,
  );
}

export async function unrouteNamed(page: Page, text: string): Promise<void> {
  await page.unroute(namedRequest(text).glob);
}
