import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { waitForNetworkQuiet } from './network-quiet';

export type Theme = 'light' | 'dark';

export interface Look {
  theme: Theme;
  width: number;
}

export const looks: Look[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 390 },
  { theme: 'dark', width: 390 },
];

export const lookName = (look: Look) => `${look.theme}-${look.width}`;

/** Puts the page in the look: the OS colour scheme (the app follows it by default) and a width. */
export async function applyLook(page: Page, look: Look): Promise<void> {
  await page.setViewportSize({ width: look.width, height: look.width > 600 ? 900 : 844 });
  await page.emulateMedia({ colorScheme: look.theme, reducedMotion: 'reduce' });
}

/** Axe (no serious or critical violations) and, outside CI, a full-page screenshot of the page. */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  look: Look,
  screen: string,
): Promise<void> {
  // Let transitions and lazy chunks settle before measuring contrast or taking the picture.
  await waitForNetworkQuiet(page);
  // The pictures are for a person to look at; CI has no one looking and a failing test keeps
  // its own screenshot, so CI spends the time on the checks (docs/qa.md, "CI under 20 minutes").
  if (!process.env.CI) {
    await page.screenshot({
      path: testInfo.outputPath(`${screen}-${lookName(look)}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await expectNoSeriousAxeViolations(page, `${screen} (${lookName(look)})`);
  // Nothing wider than the screen: a phone would scroll sideways (a header that did not wrap).
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${screen} (${lookName(look)}) is wider than the screen`).toBeLessThanOrEqual(
    widths.screen,
  );
}

/** The look a walk through the screens starts in: the phone, dark, where the least room is. */
export const walkingLook: Look = { theme: 'dark', width: 390 };

/**
 * Checks the screen at every look, ending in `walkingLook` so the walk goes on as it started:
 * walking once and checking four looks costs a quarter of walking once per look.
 */
export async function checkScreenInEveryLook(
  page: Page,
  testInfo: TestInfo,
  screen: string,
): Promise<void> {
  const ordered = [
    ...looks.filter((look) => lookName(look) !== lookName(walkingLook)),
    walkingLook,
  ];
  for (const look of ordered) {
    await applyLook(page, look);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${look.theme}\\b`));
    await checkScreen(page, testInfo, look, screen);
  }
}
