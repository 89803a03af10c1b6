import type { Page } from '@playwright/test';

/**
 * Requests the real server answers later: the route holds them until the path says the server
 * has finished (the request then goes to the real server, unchanged).
 */
interface Held {
  hold(pattern: string): Promise<void>;
  release(pattern: string): Promise<void>;
}

const perPage = new WeakMap<Page, Held>();

export function heldRequests(page: Page): Held {
  const known = perPage.get(page);
  if (known) return known;
  const gates = new Map<string, () => void>();
  const held: Held = {
    async hold(pattern) {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      gates.set(pattern, open);
      await page.route(
        pattern,
        async (route) => {
          await gate;
          await route.continue().catch(() => undefined);
        },
        { times: 1 },
      );
    },
    async release(pattern) {
      gates.get(pattern)?.();
      gates.delete(pattern);
    },
  };
  perPage.set(page, held);
  return held;
}
