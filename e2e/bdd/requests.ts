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

/**
 * A save the app sends on its own, not the patient's answers: since the message catalogue, the
 * app saves the patient's language (`{ language }`) when the profile has none. A step that makes
 * "the next" save fail means the patient's save, so this one passes through.
 */
function savesLanguageOnly(route: Route): boolean {
  if (route.request().method() !== 'POST') return false;
  if (!new URL(route.request().url()).pathname.endsWith('/api/user/onboarding')) return false;
  const body = route.request().postDataJSON() as Record<string, unknown> | null;
  return body !== null && Object.keys(body).every((key) => key === 'language');
}

/**
 * Runs `handle` for the named request's method (at most `times` times), passing any other
 * method, and the app's own language save, on.
 */
export async function routeNamed(
  page: Page,
  text: string,
  handle: (route: Route) => Promise<void> | void,
  times?: number,
): Promise<void> {
  const { method, glob } = namedRequest(text);
  let left = times ?? Number.POSITIVE_INFINITY;
  await page.route(glob, (route) => {
    const other = method !== null && route.request().method() !== method;
    if (other || left <= 0 || savesLanguageOnly(route)) return route.fallback();
    left -= 1;
    return handle(route);
  });
}

export async function unrouteNamed(page: Page, text: string): Promise<void> {
  await page.unroute(namedRequest(text).glob);
}
