import { expect, type Locator, type Page } from '@playwright/test';

/** One control or message: what it is, and the bar that covers it (null when nothing does). */
export interface HiddenFocus {
  control: string;
  hiddenBy: string | null;
}

const maxPresses = 150;

/**
 * Where an element sits against every sticky or fixed element on screen (bars, toasts): the
 * first that paints over part of it, or "viewport" when it is not fully on screen.
 */
function coverOf(target: Element): HiddenFocus {
  const describe = (el: Element) => {
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = el.getAttribute('aria-label') ?? label ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
  };
  const box = target.getBoundingClientRect();
  const overlaps = (other: DOMRect) =>
    box.left < other.right &&
    other.left < box.right &&
    box.top < other.bottom &&
    other.top < box.bottom;
  // A bar covers the element when it paints above it where they meet (a skip link, for one,
  // shows above the bar it sits on).
  const paintsAbove = (bar: Element) => {
    const other = bar.getBoundingClientRect();
    const x = (Math.max(box.left, other.left) + Math.min(box.right, other.right)) / 2;
    const y = (Math.max(box.top, other.top) + Math.min(box.bottom, other.bottom)) / 2;
    const top = document.elementFromPoint(x, y);
    return top !== null && bar.contains(top) && !target.contains(top);
  };
  const bars = [...document.querySelectorAll('body *')].filter((el) => {
    const style = getComputedStyle(el);
    return (
      (style.position === 'sticky' || style.position === 'fixed') &&
      style.visibility !== 'hidden' &&
      el.getClientRects().length > 0 &&
      !el.contains(target)
    );
  });
  const cover = bars.find((bar) => overlaps(bar.getBoundingClientRect()) && paintsAbove(bar));
  const offScreen =
    box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
  const hiddenBy = cover ? describe(cover) : offScreen ? 'viewport' : null;
  return { control: describe(target), hiddenBy };
}

/** Fails unless the element is wholly on screen with no bar or toast over it. */
export async function expectClearOfBars(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  expect(await element.evaluate(coverOf)).toMatchObject({ hiddenBy: null });
}

/**
 * Presses Tab from the top of the page until focus has been everywhere once (it comes back to an
 * element it saw, or leaves the page), and reports each focused control with what covers it.
 */
export async function tabThroughPage(page: Page): Promise<HiddenFocus[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  const found: HiddenFocus[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const focused = page.locator('*:focus');
    const key = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      if (!el.hasAttribute('data-focus-walk')) {
        el.setAttribute('data-focus-walk', String(Math.random()));
      }
      return el.getAttribute('data-focus-walk');
    });
    if (key === null || seen.has(key)) break;
    seen.add(key);
    found.push(await focused.evaluate(coverOf));
  }
  return found;
}
