import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { debianChromium } from './chromium-path.ts';

/** Headless Chromium as the e2e suite runs it: Debian's build where present. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: debianChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/**
 * A fresh context is a cold visitor: empty HTTP cache, no storage. With a token it is a
 * signed-in one (the client keeps its session in localStorage.token).
 */
export async function coldContext(
  browser: Browser,
  token: string | null,
  options: { mobile?: boolean; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(options.mobile
      ? {
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        }
      : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
  }
  return context;
}
