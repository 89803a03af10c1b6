import type { Page } from '@playwright/test';

declare global {
  interface Window {
    herdStepTimer?: { clickedAt: number; shownAt: number | null };
  }
}

/**
 * Remembers when the last click happened (the event's own timestamp, before any handler runs).
 * Installed before the app's scripts so it sees every click first.
 */
export async function installClickClock(page: Page): Promise<void> {
  // tsx (esbuild keepNames) wraps named inner functions in __name(), which pages lack.
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await page.addInitScript(() => {
    window.herdStepTimer = { clickedAt: 0, shownAt: null };
    document.addEventListener(
      'click',
      (event) => {
        if (window.herdStepTimer) window.herdStepTimer.clickedAt = event.timeStamp;
      },
      { capture: true },
    );
  });
}

/**
 * Clicks the button and resolves with the milliseconds from the click until the form named
 * `formName` is in the page, visible, and a frame with it has been painted.
 */
export async function timeClickUntilForm(
  page: Page,
  button: string,
  formName: string,
): Promise<number> {
  await page.evaluate((name) => {
    const timer = window.herdStepTimer;
    if (!timer) throw new Error('installClickClock was not called');
    timer.shownAt = null;
    const shows = () =>
      [...document.querySelectorAll('form')].some(
        (form) => form.getAttribute('aria-label') === name && form.getClientRects().length > 0,
      );
    // After the frame that first holds the form: rAF runs before that paint, the message after.
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          timer.shownAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    let seen = false;
    const check = () => {
      if (seen || !shows()) return;
      seen = true;
      observer.disconnect();
      clearInterval(poll);
      afterPaint();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    // A form can become visible without a mutation (a style sheet arriving): look every frame too.
    const poll = setInterval(check, 16);
  }, formName);
  await page.getByRole('button', { name: button, exact: true }).click();
  try {
    await page.waitForFunction(() => window.herdStepTimer?.shownAt !== null, undefined, {
      timeout: 30_000,
    });
  } catch (error) {
    await page.screenshot({ path: 'test-results/bench-steps-timeout.png' }).catch(() => {});
    throw new Error(
      `"${button}" never showed the form "${formName}" (screenshot in test-results/)`,
      {
        cause: error,
      },
    );
  }
  return page.evaluate(() => {
    const timer = window.herdStepTimer as { clickedAt: number; shownAt: number };
    return timer.shownAt - timer.clickedAt;
  });
}
