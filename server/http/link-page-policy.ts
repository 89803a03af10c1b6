import type { MiddlewareHandler } from 'hono';
import { accountLinkPaths } from '../../contract/account-links.ts';

// The pages opened by a link carrying a token (in the address's fragment).
const LINK_PAGES = new Set<string>([accountLinkPaths.resetPassword, accountLinkPaths.confirmEmail]);

/**
 * The pages a reset or confirmation link opens send no `Referer` anywhere (OWASP's Forgot
 * Password Cheat Sheet): the token must not leave with a request the page makes. Browsers never
 * put a fragment in a Referer, and the app removes it from the address at once; this header
 * also covers whatever the page loads before that.
 */
export function linkPagePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (LINK_PAGES.has(c.req.path.replace(/\/+$/, ''))) {
      c.res.headers.set('referrer-policy', 'no-referrer');
    }
  };
}
